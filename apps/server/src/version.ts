/** The version shown in the API docs; the web app shows SPEC §9's label separately. */
export const appVersion = "0.1.0";
