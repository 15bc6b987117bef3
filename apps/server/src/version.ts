/** The version shown in the API docs; the web app shows its own label (`versionLabel`). */
export const appVersion = "0.1.0";
