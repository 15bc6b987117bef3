/**
 * Word lists for the writing checks, written for this project: action verbs a bullet point
 * should start with, first-person pronouns, and filler phrases recruiters skim past. English,
 * German, French, Spanish and Portuguese; other languages get the checks that need no list.
 * Bullet points in French, Spanish and Portuguese start with a past participle ("Développé"),
 * a first-person past ("Desarrollé", "Desenvolvi") or an action noun ("Gestion de…"), so
 * the lists hold all three.
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

const frenchVerbs = `accompagné amélioré analysé animé assuré automatisé conçu conduit construit coordonné créé déployé développé dirigé
documenté encadré établi formé géré implémenté intégré lancé mené migré mis modernisé négocié optimisé organisé piloté planifié
produit publié réalisé réduit refondu rédigé remplacé restructuré sécurisé simplifié structuré suivi supervisé testé transformé
accompagnement amélioration analyse animation automatisation conception construction coordination création déploiement développement
direction encadrement formation gestion implémentation intégration lancement migration mise modernisation négociation optimisation
organisation pilotage planification réalisation réduction refonte rédaction restructuration suivi supervision`;

const spanishVerbs = `analicé automaticé coordiné creé desarrollé dirigí diseñé documenté establecí formé gestioné implanté implementé integré
lancé lideré logré mejoré migré negocié optimicé organicé planifiqué reduje rediseñé supervisé aumenté conseguí construí
analizado automatizado coordinado creado desarrollado dirigido diseñado gestionado implantado implementado liderado mejorado
optimizado organizado reducido supervisado análisis automatización coordinación creación desarrollo dirección diseño gestión
implantación implementación integración lanzamiento liderazgo mejora migración negociación optimización organización planificación`;

const portugueseVerbs = `analisei automatizei conduzi construí coordenei criei desenvolvi dirigi documentei estruturei gerenciei geri implantei
implementei integrei lancei liderei melhorei migrei negociei otimizei organizei planejei reduzi supervisionei aumentei
analisado automatizado coordenado criado desenvolvido gerenciado implementado liderado otimizado reduzido análise automação
coordenação criação desenvolvimento gestão gerenciamento implantação implementação integração lançamento liderança melhoria
migração negociação otimização organização planejamento`;

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
  fr: {
    actionVerbs: set(frenchVerbs),
    pronouns: set("je j'ai j’ai me moi mon ma mes nous notre nos"),
    fillers: [
      "responsable de", "chargé de", "chargée de", "participation à", "esprit d'équipe", "dynamique", "motivé", "motivée", "rigoureux", "rigoureuse",
      "polyvalent", "polyvalente", "autonome", "force de proposition", "divers", "diverses", "etc.",
    ],
  },
  es: {
    actionVerbs: set(spanishVerbs),
    pronouns: set("yo me mi mis mío mía nosotros nosotras nuestro nuestra nuestros nuestras"),
    fillers: [
      "responsable de", "encargado de", "encargada de", "participación en", "trabajo en equipo", "proactivo", "proactiva", "dinámico", "dinámica",
      "motivado", "motivada", "orientado a resultados", "orientada a resultados", "diversos", "diversas", "varios", "varias", "etc.",
    ],
  },
  pt: {
    actionVerbs: set(portugueseVerbs),
    pronouns: set("eu me mim meu minha meus minhas nós nosso nossa nossos nossas"),
    fillers: [
      "responsável por", "encarregado de", "encarregada de", "participação em", "trabalho em equipe", "proativo", "proativa", "dinâmico", "dinâmica",
      "motivado", "motivada", "focado em resultados", "focada em resultados", "diversos", "diversas", "vários", "várias", "etc.",
    ],
  },
};
