export declare const e2ePorts: { app: number; smtp: number; mailbox: number; github: number; closed: number; ai: number; checkAi: number };
export declare const githubClient: { clientId: string; clientSecret: string };
