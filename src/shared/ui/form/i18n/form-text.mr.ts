import type { Translation } from '@/shared/i18n';
import type { formEn } from './form-text.en';

export default {
  sending: 'पाठवत आहे…',
  close: 'बंद करा',
  dismiss: 'हा संदेश बंद करा',
  needsJavaScript: 'हा फॉर्म पाठवण्यासाठी JavaScript लागते, आणि ते आपल्या ब्राउझरमध्ये बंद आहे. कृपया आम्हाला',
  needsJavaScriptOr: 'वर फोन करा किंवा लिहा:',
  characterCount: '{{max}} पैकी {{length}} अक्षरे',
  characterCountOver: '{{max}} पैकी {{length}} अक्षरे: {{over}} जास्त',
} satisfies Translation<typeof formEn>;
