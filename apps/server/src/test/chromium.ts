import { parseEnv } from "../env";

/** The Chromium tests print with: CHROME_PATH, else the env schema's default. */
export const chromiumPath = parseEnv({ CHROME_PATH: process.env.CHROME_PATH }).CHROME_PATH;
