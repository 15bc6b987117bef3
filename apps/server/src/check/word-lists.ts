/**
 * Word lists for the writing checks, written for this project: action verbs a bullet point
 * should start with, first-person pronouns, and filler phrases recruiters skim past. English
 * and German; other languages get the checks that need no list.
 */
export interface WordLists {
  actionVerbs: ReadonlySet<string>;
  pronouns: ReadonlySet<string>;
  fillers: readonly string[];
}

const englishVerbs = `accelerated achieved acquired adapted administered advised analysed analyzed architected arranged assembled assessed audited authored automated
balanced boosted briefed budgeted built calculated championed clarified coached collaborated compiled completed composed conceived conducted configured consolidated
constructed consulted coordinated created cultivated cut debugged decreased defined delegated delivered deployed designed developed devised diagnosed directed discovered
documented doubled drafted drove earned edited eliminated enabled engineered enhanced established evaluated executed expanded expedited facilitated forecast formulated
founded generated grew guided halved handled headed hired identified implemented improved increased influenced initiated innovated inspected installed instituted
integrated interviewed introduced invented investigated launched led lowered maintained managed mapped maximised maximized mentored merged migrated minimised minimized
modelled modeled modernised modernized monitored motivated moved negotiated operated optimised optimized orchestrated organised organized oversaw owned partnered
performed piloted pioneered planned prepared presented prevented prioritised prioritized produced programmed promoted proposed prototyped provided published
raised ran rebuilt recruited redesigned reduced refactored refined reorganised reorganized repaired replaced reported researched resolved restructured retired revamped
reviewed revised rewrote saved scaled scheduled secured served shipped simplified solved spearheaded standardised standardized started steered streamlined strengthened
structured supervised supported surpassed taught tested tracked trained transformed translated tripled troubleshot unified upgraded validated won wrote`;

const germanVerbs = `aufgebaut aufbau analysiert analyse automatisiert automatisierung begleitet beraten beratung betreut betreuung bewertet dokumentiert durchgeführt
durchführung eingeführt einführung entwickelt entwicklung erarbeitet erhöht erhöhung erreicht erstellt erstellung gegründet geleitet gesteigert gesteuert gestaltet
geschult implementiert implementierung integriert koordiniert koordination konzipiert konzeption leitung leitete migriert migration moderiert optimiert optimierung
organisiert organisation planung geplant programmiert realisiert realisierung reduziert reduzierung restrukturiert schulung senkung gesenkt steuerung steigerung
umgesetzt umsetzung verantwortet verbessert verbesserung verhandelt vertrieb verkauft eingeworben gewonnen überarbeitet überwacht übernommen validiert veröffentlicht
baute entwickelte leitete führte führung geführt verantwortete steigerte senkte gründete konzipierte implementierte optimierte`;

const set = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

export const wordLists: Record<string, WordLists> = {
  en: {
    actionVerbs: set(englishVerbs),
    pronouns: set("i me my mine myself we us our ours"),
    fillers: [
      "responsible for", "duties included", "duties involved", "tasked with", "worked on", "helped with", "in charge of", "team player", "hard-working",
      "hardworking", "detail-oriented", "results-driven", "results-oriented", "go-getter", "self-starter", "think outside the box", "synergy", "dynamic",
      "passionate", "various", "etc.", "best of breed", "proven track record", "excellent communication skills",
    ],
  },
  de: {
    actionVerbs: set(germanVerbs),
    pronouns: set("ich mich mir mein meine meinen meinem meiner meines wir uns unser unsere unseren unserem"),
    fillers: [
      "verantwortlich für", "zuständig für", "mitarbeit bei", "mitwirkung bei", "teamfähig", "teamplayer", "belastbar", "flexibel", "motiviert", "hochmotiviert",
      "zielorientiert", "ergebnisorientiert", "zuverlässig", "engagiert", "diverse", "verschiedene", "unter anderem", "usw.", "etc.", "sehr gute kommunikationsfähigkeit",
    ],
  },
};
