export const ALL_ROUTES: string[];
export const QUICK_ROUTES: string[];
