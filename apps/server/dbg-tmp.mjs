import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"], env: { ...process.env, FONTCONFIG_FILE: process.argv[2] } });
const p = await b.newPage();
await p.goto("file:///tmp/fx/t.html");
await p.waitForTimeout(1000);
await p.pdf({ path: "/tmp/fx/t7.pdf" });
await b.close();
