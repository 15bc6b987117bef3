/**
 * The flags Vitae starts Chromium with, headless: the server's printer, and the tests, benches
 * and end-to-end runs that must see the browser as the printer does (the print bench's floor is
 * only a floor when its browser runs alike).
 * - `--no-sandbox`: containers seldom allow the user namespaces Chromium's sandbox needs; each
 *   print page is confined by its own guarded context instead.
 * - `--disable-gpu`: servers have none, and software drawing is what the PDF needs.
 * - `--disable-dev-shm-usage`: containers give /dev/shm 64 MB, which large pages outgrow.
 * - `--disable-background-networking`, `--disable-component-update`: the browser calls nobody
 *   (Vitae runs offline; a page reaches only the app, by its guards).
 * - `--no-first-run`: no first-run tasks in a fresh profile.
 */
export const headlessChromiumArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
