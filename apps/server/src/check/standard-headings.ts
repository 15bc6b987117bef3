/**
 * Section headings resume parsers recognise, per language (two-letter code). Written for this
 * project from common usage on resumes in each language; English is also accepted for every
 * language, since parsers know it everywhere.
 */
export const standardHeadings: Record<string, readonly string[]> = {
  en: [
    "summary", "professional summary", "profile", "about me", "objective", "career objective",
    "experience", "work experience", "professional experience", "employment", "employment history", "work history", "career history",
    "education", "academic background", "qualifications", "skills", "technical skills", "core skills", "key skills", "competencies", "core competencies",
    "languages", "certifications", "certificates", "licenses", "licenses and certifications", "awards", "honors", "honours", "awards and honors", "achievements",
    "projects", "publications", "volunteering", "volunteer experience", "volunteer work", "interests", "hobbies", "references", "profiles", "links", "contact", "training", "courses",
  ],
  de: [
    "profil", "zusammenfassung", "kurzprofil", "über mich", "berufserfahrung", "erfahrung", "beruflicher werdegang", "werdegang", "praxiserfahrung",
    "ausbildung", "bildung", "bildungsweg", "studium", "schulbildung", "kenntnisse", "fähigkeiten", "kompetenzen", "fachkenntnisse", "it-kenntnisse",
    "sprachen", "sprachkenntnisse", "zertifikate", "zertifizierungen", "weiterbildung", "fortbildungen", "auszeichnungen", "preise", "projekte",
    "veröffentlichungen", "publikationen", "ehrenamt", "ehrenamtliches engagement", "engagement", "interessen", "hobbys", "referenzen", "profile", "kontakt",
  ],
  fr: [
    "profil", "résumé", "à propos", "objectif", "expérience", "expériences", "expérience professionnelle", "expériences professionnelles", "parcours professionnel",
    "formation", "formations", "éducation", "diplômes", "compétences", "compétences techniques", "langues", "certifications", "certificats",
    "distinctions", "prix", "récompenses", "projets", "publications", "bénévolat", "engagement associatif", "centres d'intérêt", "loisirs", "intérêts", "références", "profils", "contact",
  ],
  es: [
    "perfil", "resumen", "perfil profesional", "sobre mí", "objetivo", "experiencia", "experiencia laboral", "experiencia profesional", "trayectoria profesional",
    "educación", "formación", "formación académica", "estudios", "habilidades", "competencias", "aptitudes", "conocimientos", "idiomas", "certificaciones", "certificados",
    "premios", "reconocimientos", "logros", "proyectos", "publicaciones", "voluntariado", "intereses", "aficiones", "referencias", "perfiles", "contacto",
  ],
  pt: [
    "perfil", "resumo", "resumo profissional", "sobre mim", "objetivo", "experiência", "experiência profissional", "histórico profissional",
    "educação", "formação", "formação acadêmica", "formação académica", "habilitações", "competências", "habilidades", "conhecimentos", "idiomas", "línguas",
    "certificações", "certificados", "prêmios", "prémios", "conquistas", "projetos", "projectos", "publicações", "voluntariado", "interesses", "referências", "perfis", "contato", "contacto",
  ],
  it: [
    "profilo", "sommario", "riepilogo", "chi sono", "obiettivo", "esperienza", "esperienze", "esperienza professionale", "esperienze professionali", "esperienze lavorative",
    "istruzione", "formazione", "istruzione e formazione", "competenze", "capacità", "conoscenze", "lingue", "conoscenze linguistiche", "certificazioni", "certificati",
    "premi", "riconoscimenti", "progetti", "pubblicazioni", "volontariato", "interessi", "hobby", "referenze", "profili", "contatti",
  ],
  nl: [
    "profiel", "samenvatting", "over mij", "doelstelling", "werkervaring", "ervaring", "loopbaan", "opleiding", "opleidingen", "onderwijs",
    "vaardigheden", "competenties", "kennis", "talen", "talenkennis", "certificaten", "certificeringen", "prijzen", "onderscheidingen", "projecten",
    "publicaties", "vrijwilligerswerk", "interesses", "hobby's", "referenties", "profielen", "contact", "cursussen", "trainingen",
  ],
  pl: [
    "profil", "podsumowanie", "o mnie", "cel zawodowy", "doświadczenie", "doświadczenie zawodowe", "przebieg kariery", "wykształcenie", "edukacja",
    "umiejętności", "kompetencje", "języki", "znajomość języków", "języki obce", "certyfikaty", "nagrody", "osiągnięcia", "wyróżnienia", "projekty",
    "publikacje", "wolontariat", "zainteresowania", "hobby", "referencje", "profile", "kontakt", "kursy", "szkolenia",
  ],
  sv: [
    "profil", "sammanfattning", "om mig", "mål", "erfarenhet", "arbetslivserfarenhet", "yrkeserfarenhet", "anställningar", "utbildning", "utbildningar",
    "färdigheter", "kompetenser", "kunskaper", "språk", "språkkunskaper", "certifieringar", "certifikat", "utmärkelser", "priser", "projekt",
    "publikationer", "ideellt arbete", "volontärarbete", "intressen", "fritidsintressen", "referenser", "profiler", "kontakt", "kurser",
  ],
  tr: [
    "profil", "özet", "hakkımda", "kariyer hedefi", "hedef", "deneyim", "iş deneyimi", "iş deneyimleri", "profesyonel deneyim", "eğitim", "eğitim bilgileri",
    "beceriler", "yetenekler", "yetkinlikler", "diller", "yabancı diller", "dil bilgisi", "sertifikalar", "ödüller", "başarılar", "projeler",
    "yayınlar", "gönüllülük", "gönüllü çalışmalar", "ilgi alanları", "hobiler", "referanslar", "profiller", "iletişim", "kurslar",
  ],
};

/** Whether a heading is one parsers know in this language (or in English). */
export function isStandardHeading(heading: string, language: string): boolean {
  const wanted = heading.trim().toLocaleLowerCase(language).replace(/\s+/g, " ").replace(/[:.]$/, "").replace(/\s*&\s*/g, " and ");
  return [...(standardHeadings[language] ?? []), ...standardHeadings.en!].includes(wanted);
}
