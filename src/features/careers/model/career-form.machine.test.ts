import { FORM_SUCCESS_MESSAGE, RESUME_MESSAGES } from '@/shared/contracts/forms';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { careerFormMachine, EMPTY_CAREER, type CareerValues } from './career-form.machine';
import { describeForm, noAnswer, notASuccess, refusedBeside } from '../../../../test/utils/form-model';

const filled: CareerValues = {
  firstName: 'Meera',
  middleName: 'Sunil',
  lastName: 'Kulkarni',
  email: 'meera@example.in',
  phone: '9890012345',
  selectedPost: 'Site Supervisor',
  currentLocation: 'Nashik',
  currentEmployer: 'Godavari Builders',
  experience: '6',
  qualification: 'B.E. Civil',
  resume: new File(['%PDF-1.4 resume'], 'meera-kulkarni.pdf', { type: 'application/pdf' }),
};

describeForm(careerFormMachine, {
  empty: EMPTY_CAREER,
  filled,
  required: { field: 'firstName', message: 'First name is required' },
  accepted: { success: true, message: FORM_SUCCESS_MESSAGE },
  // The application is sent as typed, every field and the chosen file.
  payload: filled,
  refusals: [
    notASuccess('This post has been filled.'),
    // The server reads the file itself: a renamed executable is refused beside the file field only.
    refusedBeside(400, 'resume', RESUME_MESSAGES.content),
    noAnswer(SEND_FAILURE_MESSAGE),
    { error: { status: 413, data: '<html>Request Entity Too Large</html>' }, says: SEND_FAILURE_MESSAGE, status: 413 },
  ],
});
