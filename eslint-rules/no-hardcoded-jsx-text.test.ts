import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import rule from "./no-hardcoded-jsx-text.js";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2024, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("no-hardcoded-jsx-text", rule, {
  valid: [
    { code: 'const a = <p>{t("auth.login.title")}</p>;' },
    { code: 'const a = <button aria-label={t("nav.userMenu")} title={label}>×</button>;' },
    { code: "const a = <p>{count} / {total} · – … ( ) 42 %</p>;" },
    { code: "const a = <kbd>⇧R</kbd>;" },
    { code: "const a = <kbd>^N</kbd>;" },
    { code: 'const a = <div className="flex items-center" data-testid="frame" id="main" />;' },
    { code: 'const a = <img alt="" src="/a.png" />;' },
    { code: 'const a = <input placeholder={t("x")} type="email" autoComplete="username" />;' },
    { code: 'const a = <p>{t("k", { name: "Ada" })}</p>;' },
    { code: 'const a = <p>{`${t("app.name")} – ${t("app.tagline")}`}</p>;' },
    { code: "const a = <p>JSON</p>;", options: [{ allow: ["^JSON$"] }] },
  ],
  invalid: [
    { code: "const a = <p>Sign in</p>;", errors: [{ messageId: "text" }] },
    { code: "const a = <p>\n  Ünïcödé text\n</p>;", errors: [{ messageId: "text" }] },
    { code: "const a = <p>Page {n} of {total}</p>;", errors: [{ messageId: "text" }, { messageId: "text" }] },
    { code: 'const a = <p>{"Sign in"}</p>;', errors: [{ messageId: "text" }] },
    { code: 'const a = <p>{open ? "Close" : t("open")}</p>;', errors: [{ messageId: "text" }] },
    { code: 'const a = <button aria-label="Close" />;', errors: [{ messageId: "prop" }] },
    { code: 'const a = <img alt="Your picture" />;', errors: [{ messageId: "prop" }] },
    { code: 'const a = <input placeholder={"e.g. Berlin"} />;', errors: [{ messageId: "prop" }] },
    { code: "const a = <a title={`Open ${name}`} />;", errors: [{ messageId: "prop" }] },
    { code: 'const a = <button aria-label={busy ? "Saving" : "Save"} />;', errors: [{ messageId: "prop" }, { messageId: "prop" }] },
    { code: 'const a = <option label="German" />;', errors: [{ messageId: "prop" }] },
    { code: "const a = <p>JSON file</p>;", options: [{ allow: ["^JSON$"] }], errors: [{ messageId: "text" }] },
  ],
});
