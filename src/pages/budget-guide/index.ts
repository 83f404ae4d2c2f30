export { BudgetGuidePage } from './ui/budget-guide-route';
