export { panelId, TabList, tabId } from './tab-list';
export type { TabItem } from './tab-list';
