/** What a desk page shows on arrival after a change made on another (the new tender's "created"). */
export interface DeskNotice {
  notice?: string;
}
