/** Who did something, as services and the audit log are told: a signed-in staff member or the command line's OS user. */
export type StaffRole = 'admin' | 'sales' | 'tenders';
export type Actor = { kind: 'staff'; staffId: number; email: string; role: StaffRole } | { kind: 'cli'; user: string };
