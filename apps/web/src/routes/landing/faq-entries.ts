/*
 * The FAQ is in English only, on purpose: its answers describe details that change
 * with every release (formats, limits, how to self-host), and a translated answer that lags
 * behind is worse than an English one that is right. So these texts are data here rather than
 * catalogue entries, and the section is marked lang="en" for screen readers and hyphenation.
 * The section's heading and the note saying so are translated like the rest of the page.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqEntries: readonly FaqEntry[] = [
  {
    question: "Is Vitae really free?",
    answer:
      "Yes. There is no trial, no premium plan and no watermark on your PDF. Vitae is open-source software under the MIT licence: you may use it, change it and run it yourself.",
  },
  {
    question: "Is anything locked behind an account level?",
    answer:
      "No. Everyone who uses Vitae gets the same features: there is nothing to unlock. The figures on this page are this server's own counts of accounts and resumes.",
  },
  {
    question: "Who can see my resume?",
    answer:
      "Only you, until you make it public in the sharing panel. A public resume is shown at its own address; your private notes are never part of it. Make it private again and the address stops working.",
  },
  {
    question: "Can I run Vitae on my own server?",
    answer:
      "Yes. It needs Node.js and, for PDFs, Chromium; the database is built in. One command builds and starts it. The documentation explains the configuration, PostgreSQL, S3-compatible storage and running several instances.",
  },
  {
    question: "Can I import the resume I already have?",
    answer:
      "Vitae imports its own JSON format (the same as Reactive Resume v4), Reactive Resume v3 exports, JSON Resume files and LinkedIn's data export archive. Each file is checked before anything is created.",
  },
  {
    question: "Does the AI writing help send my resume to you?",
    answer:
      "No. You save your own key for the language-model provider in your browser, and the browser sends the text you chose straight to that provider. Our server never sees the key or the text.",
  },
  {
    question: "Which paper sizes can I print?",
    answer: "A4 and US Letter. The preview breaks pages exactly where the PDF does, so what you see is what you get.",
  },
  {
    question: "How do I delete my account?",
    answer:
      "In the settings, under Delete account. It removes your account, your resumes, their statistics and your uploaded pictures for good.",
  },
  {
    question: "Why is this FAQ only in English?",
    answer:
      "The answers change as Vitae changes, and we would rather have them correct in one language than out of date in many. The rest of Vitae speaks dozens of languages.",
  },
];
