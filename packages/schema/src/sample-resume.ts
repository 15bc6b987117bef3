import { defaultCss } from "./resume/metadata";
import type { ResumeData } from "./resume/resume-data";

// Fixed ids keep the sample identical between runs, which snapshot tests and the print
// benchmark rely on.
const talksSectionId = "tt89dx5crxc596zrutisux1l";

/**
 * A complete resume of a fictional person, with content in every section, used by the
 * "import sample" menu, template previews and benchmarks.
 */
export const sampleResume: ResumeData = {
  basics: {
    name: "Marisol Kettering",
    headline: "Platform engineer who makes systems calm, observable and cheap to run",
    email: "marisol.kettering@example.com",
    phone: "+1 (503) 555-0142",
    location: "Portland, Oregon",
    url: { label: "marisol.example.com", href: "https://marisol.example.com" },
    customFields: [
      { id: "pta0leukfqwg407qr2dnosmu", icon: "clock", name: "Time zone", value: "Pacific Time (UTC-8)" },
      { id: "wf57f6xiopxaeyvws1luotcv", icon: "airplane-tilt", name: "Relocation", value: "Open to Seattle or Vancouver" },
    ],
    picture: {
      url: "",
      size: 64,
      aspectRatio: 1,
      borderRadius: 0,
      effects: { hidden: false, border: false, grayscale: false },
    },
  },
  sections: {
    summary: {
      id: "summary",
      name: "Summary",
      columns: 1,
      visible: true,
      content:
        "<p>Platform engineer with nine years of experience building the paved roads other teams ship on. I like boring infrastructure: <strong>clear ownership, honest dashboards and alerts that only fire when a person must act</strong>. Most recently I cut a logistics company's cloud bill by a third while halving its paging volume.</p>",
    },
    experience: {
      id: "experience",
      name: "Experience",
      columns: 1,
      visible: true,
      items: [
        {
          id: "lfayzyl2l0k0a4s1whekxg8t",
          visible: true,
          company: "Fernbrook Logistics",
          position: "Staff Platform Engineer",
          location: "Portland, OR",
          date: "March 2021 - Present",
          summary:
            "<ul><li><p>Led the move of 140 services from hand-built virtual machines to a shared Kubernetes platform, with zero customer-facing outages during cut-over.</p></li><li><p>Introduced service-level objectives for the routing API and rewrote its alerts, reducing night-time pages from eleven a week to two.</p></li><li><p>Ran a cost review that retired idle capacity and reserved the rest, saving 34% of annual cloud spend.</p></li></ul>",
          url: { label: "", href: "https://fernbrook.example.com" },
        },
        {
          id: "evxwq4jun1tmonczyhorxit6",
          visible: true,
          company: "Tidewater Health",
          position: "Senior Site Reliability Engineer",
          location: "Remote",
          date: "June 2018 - February 2021",
          summary:
            "<ul><li><p>Owned the on-call rotation and incident reviews for the patient-scheduling platform serving 300 clinics.</p></li><li><p>Built the Terraform modules every product team used to provision databases, queues and caches with backups turned on by default.</p></li></ul>",
          url: { label: "", href: "https://tidewater-health.example.com" },
        },
        {
          id: "sgg5q07gzwodc3e5wzojkcs7",
          visible: true,
          company: "Cobalt Ledger",
          position: "Software Engineer",
          location: "Seattle, WA",
          date: "August 2015 - May 2018",
          summary:
            "<ul><li><p>Wrote the reconciliation service that matched bank statements to invoices overnight, in Go.</p></li><li><p>Moved the build from a single shared server to containerised CI, cutting feedback time from forty minutes to eight.</p></li></ul>",
          url: { label: "", href: "" },
        },
      ],
    },
    education: {
      id: "education",
      name: "Education",
      columns: 1,
      visible: true,
      items: [
        {
          id: "p17rj8ccdy45zfwc9k71vivi",
          visible: true,
          institution: "Oregon State University",
          studyType: "Bachelor of Science",
          area: "Computer Science",
          score: "GPA 3.7",
          date: "2011 - 2015",
          summary: "<p>Capstone: a scheduler for the campus high-performance computing cluster.</p>",
          url: { label: "", href: "https://oregonstate.edu" },
        },
      ],
    },
    skills: {
      id: "skills",
      name: "Skills",
      columns: 1,
      visible: true,
      items: [
        {
          id: "s38h2ukidsl8dgen4wk68ihh",
          visible: true,
          name: "Infrastructure",
          description: "Advanced",
          level: 5,
          keywords: ["Kubernetes", "Terraform", "AWS", "Linux"],
        },
        {
          id: "w4aqs9fu6yo44z4xv1q4o2nh",
          visible: true,
          name: "Programming",
          description: "Advanced",
          level: 4,
          keywords: ["Go", "Python", "TypeScript", "SQL"],
        },
        {
          id: "ohczpgau5yzd330n6px7lzig",
          visible: true,
          name: "Observability",
          description: "Intermediate",
          level: 3,
          keywords: ["Prometheus", "Grafana", "OpenTelemetry"],
        },
      ],
    },
    languages: {
      id: "languages",
      name: "Languages",
      columns: 1,
      visible: true,
      items: [
        { id: "tktjl4d1r1bt4rqal16u37km", visible: true, name: "English", description: "Native", level: 5 },
        { id: "wuu3s5v6bjokmidiwqymq9jy", visible: true, name: "Spanish", description: "Professional", level: 4 },
        { id: "es7elmcvcmxwkrty0n2si9k4", visible: true, name: "Portuguese", description: "Elementary", level: 2 },
      ],
    },
    profiles: {
      id: "profiles",
      name: "Profiles",
      columns: 1,
      visible: true,
      items: [
        {
          id: "hjjwq3iepcf7fnomwm50kecl",
          visible: true,
          network: "GitHub",
          username: "mkettering",
          icon: "github",
          url: { label: "", href: "https://github.com/mkettering" },
        },
        {
          id: "igxprx1yrzz8laqqrkgsmov9",
          visible: true,
          network: "LinkedIn",
          username: "marisol-kettering",
          icon: "linkedin",
          url: { label: "", href: "https://www.linkedin.com/in/marisol-kettering" },
        },
        {
          id: "lirwy08zhp38rbg87dgf8ne8",
          visible: true,
          network: "Mastodon",
          username: "@marisol@hachyderm.io",
          icon: "mastodon",
          url: { label: "", href: "https://hachyderm.io/@marisol" },
        },
      ],
    },
    awards: {
      id: "awards",
      name: "Awards",
      columns: 1,
      visible: true,
      items: [
        {
          id: "kr3hbx7bkd024mt86avydibf",
          visible: true,
          title: "Engineering Excellence Award",
          awarder: "Fernbrook Logistics",
          date: "2023",
          summary: "<p>For the platform migration and the on-call rework that followed it.</p>",
          url: { label: "", href: "" },
        },
      ],
    },
    certifications: {
      id: "certifications",
      name: "Certifications",
      columns: 1,
      visible: true,
      items: [
        {
          id: "d2lx1np27d1nhakoq9psqrep",
          visible: true,
          name: "Certified Kubernetes Administrator",
          issuer: "The Linux Foundation",
          date: "2022",
          summary: "",
          url: { label: "", href: "" },
        },
        {
          id: "bf1791eq2yurbo0yjklofroz",
          visible: true,
          name: "Terraform Associate",
          issuer: "HashiCorp",
          date: "2020",
          summary: "",
          url: { label: "", href: "" },
        },
      ],
    },
    interests: {
      id: "interests",
      name: "Interests",
      columns: 1,
      visible: true,
      items: [
        { id: "hrpphs2z04htfefx0ecoxptd", visible: true, name: "Trail running", keywords: ["Ultramarathons", "Trail maintenance"] },
        { id: "x03tzfkncbpl67lrho9e0s6t", visible: true, name: "Woodworking", keywords: ["Hand tools", "Small furniture"] },
      ],
    },
    projects: {
      id: "projects",
      name: "Projects",
      columns: 1,
      visible: true,
      items: [
        {
          id: "zbxs2j9a5iz3apnqw7cvrufc",
          visible: true,
          name: "shipwatch",
          description: "Creator and maintainer",
          date: "2019 - Present",
          summary:
            "<p>A small Go service that turns deployment events into metrics and a daily team digest, so a bad release is spotted in minutes rather than at the next stand-up.</p>",
          keywords: ["Go", "Prometheus", "Webhooks"],
          url: { label: "github.com/mkettering/shipwatch", href: "https://github.com/mkettering/shipwatch" },
        },
        {
          id: "tlj86a576oay497eay054yvt",
          visible: true,
          name: "Runbook Garden",
          description: "Internal tool",
          date: "2022",
          summary: "<p>A searchable home for runbooks that links every alert to the page that explains it.</p>",
          keywords: ["TypeScript", "Markdown"],
          url: { label: "", href: "" },
        },
      ],
    },
    publications: {
      id: "publications",
      name: "Publications",
      columns: 1,
      visible: true,
      items: [
        {
          id: "b7ru21shcwcxyuelpdnbggjs",
          visible: true,
          name: "What We Learned Deleting Half Our Alerts",
          publisher: "Fernbrook Engineering Blog",
          date: "May 2023",
          summary: "<p>A walk through the alert audit: which signals we kept, which we turned into tickets and why.</p>",
          url: { label: "", href: "https://fernbrook.example.com/blog/deleting-alerts" },
        },
      ],
    },
    volunteer: {
      id: "volunteer",
      name: "Volunteering",
      columns: 1,
      visible: true,
      items: [
        {
          id: "jc07vkmc69dmwhvlgk3zcp3e",
          visible: true,
          organization: "Code Club Portland",
          position: "Mentor",
          location: "Portland, OR",
          date: "2019 - Present",
          summary: "<p>Teach weekly Python sessions to secondary-school students and run the spring project fair.</p>",
          url: { label: "", href: "" },
        },
      ],
    },
    references: {
      id: "references",
      name: "References",
      columns: 1,
      visible: true,
      items: [
        {
          id: "bilr2txsn3a4u88p4zvpc3ec",
          visible: true,
          name: "Priya Raman",
          description: "Director of Infrastructure, Fernbrook Logistics",
          summary: "<p>Contact details available on request.</p>",
          url: { label: "", href: "" },
        },
      ],
    },
    custom: {
      [talksSectionId]: {
        id: talksSectionId,
        name: "Talks",
        columns: 1,
        visible: true,
        items: [
          {
            id: "su3urixg8ggrf3v65nws2dyv",
            visible: true,
            name: "Paging Less: Alert Design for Small Teams",
            description: "Cascadia Ops Meetup",
            date: "October 2023",
            location: "Portland, OR",
            summary: "<p>How to decide whether a signal deserves a page, a ticket or nothing at all.</p>",
            keywords: ["Alerting", "On-call"],
            url: { label: "Slides", href: "https://marisol.example.com/talks/paging-less" },
          },
          {
            id: "acvlxg917k9x3jhlwwainyd7",
            visible: true,
            name: "Terraform Modules Nobody Has to Read",
            description: "Internal engineering day",
            date: "March 2022",
            location: "Remote",
            summary: "<p>Designing infrastructure modules with safe defaults and few required inputs.</p>",
            keywords: ["Terraform"],
            url: { label: "", href: "" },
          },
        ],
      },
    },
  },
  metadata: {
    template: "glalie",
    layout: [
      [
        ["summary", "experience", "projects", `custom.${talksSectionId}`, "education", "volunteer", "references"],
        ["profiles", "skills", "certifications", "languages", "awards", "publications", "interests"],
      ],
    ],
    css: { value: defaultCss, visible: false },
    page: {
      margin: 14,
      format: "a4",
      options: { breakLine: true, pageNumbers: true },
    },
    theme: { background: "#ffffff", text: "#000000", primary: "#ca8a04" },
    typography: {
      font: { family: "Merriweather", subset: "latin", variants: ["regular"], size: 13 },
      lineHeight: 1.75,
      hideIcons: false,
      underlineLinks: true,
    },
    notes: "",
  },
};
