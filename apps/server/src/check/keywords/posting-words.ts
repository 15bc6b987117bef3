/**
 * Words every job posting uses that name no skill: the job's frame (role, team, company,
 * candidate), how applying works, and the adjectives of any advert. Written for this project
 * from the common wording of postings in each language; matched after stemming, so one form
 * covers its inflections. They add to the language's general stop words.
 */
export const postingWords: Record<string, string> = {
  en: `ability able about above across additional apply applicant applicants application applications approach based benefits best
    bonus build building candidate candidates career chance company competitive contract culture currently day days degree deliver
    description desired develop diverse diversity employee employees employer environment equal excellent expect expected experience
    experienced experiences familiar familiarity flexible full fun global good great grow growing growth help high highly hire hiring
    ideal ideally including join job jobs key knowledge least level like looking love make mission must new nice offer offering office
    opportunity opportunities part passion passionate people plus position preferred proven put rate related relevant remote required
    requirement requirements responsibilities responsibility responsible role roles salary seeking skill skills solid someone strong
    success successful team teams time today understanding us use using value values want way ways well within work working world
    year years you your yourself able across must-have nice-to-have week weeks hour hours per based hybrid onsite site etc also
    will own know around improve ensure`,
  de: `ab abgeschlossene abgeschlossenes aufgabe aufgaben ausgeprägte bereich bereiche bewerben bewerber bewerberin bewerbung bieten
    bietest bringst chance du dein deine deinen deinem deiner erfahrung erfahrungen erste ersten freuen gerne gute guten gutes ideal
    idealerweise jahre jahren job kenntnisse kollegen kolleginnen kunden möglichkeit möglichkeiten mitarbeiter mitarbeitende
    mitarbeiterin mitarbeitenden mitbringen neue neuen position profil rolle sehr sowie spaß stelle stellen suchen team teams
    umfeld unternehmen unterstützung vollzeit teilzeit wir wünschenswert zukunft zusammenarbeit abwechslungsreiche attraktive
    arbeit arbeiten arbeitsplatz arbeitszeit arbeitszeiten gehalt benefits homeoffice mindestens mehrjährige vorteil von bzw ggf
    m w d idealerweise vergleichbare vergleichbaren qualifikation qualifikationen ausbildung studium verstärkung
    familienunternehmen sichere sicherer erfahrene erfahrenen erfahrener`,
  fr: `capacité candidat candidate candidats candidature chez compétences connaissance connaissances contrat culture entreprise
    environnement équipe équipes expérience expériences idéalement mission missions opportunité poste postes profil rejoindre
    recherchons rejoignez rôle salaire souhaité souhaitée souhaitable travail travailler vous votre vos nous notre nos année années
    ans bonne bonnes excellente excellentes forte maîtrise plus minimum avantages télétravail cdi cdd temps plein partiel h f
    diplôme formation idéal serait atout sein`,
  es: `años buen buena buenas buenos candidato candidata candidatos capacidad conocimiento conocimientos contrato cultura empresa
    entorno equipo equipos experiencia experiencias funciones oportunidad ofrecemos perfil puesto puestos requisitos responsabilidades
    rol salario sector trabajar trabajo tu tus buscamos valorará valorable deseable imprescindible incorporación jornada completa
    mínimo nuestro nuestra nuestros nuestras nosotros plus teletrabajo unirte formación titulación`,
  pt: `anos bom boa boas bons candidato candidata candidatos capacidade conhecimento conhecimentos contrato cultura empresa ambiente
    equipe equipa equipes experiência experiências funções oportunidade oferecemos perfil vaga vagas requisitos responsabilidades
    papel salário setor trabalhar trabalho você seu sua seus suas buscamos procuramos desejável diferencial imprescindível
    mínimo nosso nossa nossos nossas nós benefícios remoto híbrido integral formação pessoa pessoas time vai`,
  it: `anni buona buone candidato candidati capacità competenze conoscenza conoscenze contratto cultura azienda ambiente squadra
    team esperienza esperienze offriamo opportunità profilo posizione requisiti responsabilità ruolo stipendio lavoro lavorare
    cerchiamo gradita gradito minimo nostro nostra nostri nostre tuo tua`,
  nl: `jaar jaren kandidaat kennis ervaring team teams functie functies bedrijf organisatie werkzaamheden profiel vacature
    aanbod bieden zoeken salaris werk werken jij jouw wij ons onze minimaal goede uitstekende`,
};
