export declare const githubAccount: { id: number; login: string; name: string; email: string };
export declare function startGithubStandIn(options: {
  port: number;
  clientId: string;
  clientSecret: string;
}): Promise<{ close(): Promise<void> }>;
