// Login latency at 10 concurrent logins (issue budget: p95 < 500 ms). Ten workers log
// in back to back for a fixed time and every latency is kept, so p95 is exact. Each
// request carries its own X-Forwarded-For (the server trusts the proxy header here) so
// the per-IP rate limit that protects real deployments does not turn the load into 429s.
import { benchAccount, requireBuild, signUp, startServer } from "./lib/server";
import { percentile, verdict } from "./lib/stats";

requireBuild();
const concurrency = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const server = await startServer({ env: { TRUST_PROXY: "true" } });
try {
  await signUp(server.url);
  const account = benchAccount;

  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const n = counter++;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ identifier: account.email, password: account.password }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  console.log(`Login (${concurrency} concurrent, ${seconds} s, ${latencies.length} logins, ${errors} errors)`);
  console.log(verdict("login p50", percentile(latencies, 50), "ms", 500));
  console.log(verdict("login p95", percentile(latencies, 95), "ms", 500));
  console.log(`throughput: ${(latencies.length / seconds).toFixed(1)} logins/s`);
} finally {
  await server.stop();
}
