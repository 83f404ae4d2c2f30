export type StaffRole = 'admin' | 'sales' | 'tenders';
export type Actor = { kind: 'staff'; staffId: number; email: string; role: StaffRole } | { kind: 'cli'; user: string };
