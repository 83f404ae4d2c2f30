export { ShellLayout } from './ui/shell-layout';
