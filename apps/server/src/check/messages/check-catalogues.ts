// Every language of the interface (packages/schema/src/languages.ts), bundled with the server:
// a report is translated without reading files at run time.
import type { Catalogue } from "@vitae/schema";
import enUS from "./en-US.json" with { type: "json" };
import afZA from "./af-ZA.json" with { type: "json" };
import amET from "./am-ET.json" with { type: "json" };
import arSA from "./ar-SA.json" with { type: "json" };
import bgBG from "./bg-BG.json" with { type: "json" };
import bnBD from "./bn-BD.json" with { type: "json" };
import caES from "./ca-ES.json" with { type: "json" };
import csCZ from "./cs-CZ.json" with { type: "json" };
import daDK from "./da-DK.json" with { type: "json" };
import deDE from "./de-DE.json" with { type: "json" };
import elGR from "./el-GR.json" with { type: "json" };
import esES from "./es-ES.json" with { type: "json" };
import faIR from "./fa-IR.json" with { type: "json" };
import fiFI from "./fi-FI.json" with { type: "json" };
import frFR from "./fr-FR.json" with { type: "json" };
import heIL from "./he-IL.json" with { type: "json" };
import hiIN from "./hi-IN.json" with { type: "json" };
import huHU from "./hu-HU.json" with { type: "json" };
import idID from "./id-ID.json" with { type: "json" };
import itIT from "./it-IT.json" with { type: "json" };
import jaJP from "./ja-JP.json" with { type: "json" };
import knIN from "./kn-IN.json" with { type: "json" };
import koKR from "./ko-KR.json" with { type: "json" };
import ltLT from "./lt-LT.json" with { type: "json" };
import lvLV from "./lv-LV.json" with { type: "json" };
import mlIN from "./ml-IN.json" with { type: "json" };
import mrIN from "./mr-IN.json" with { type: "json" };
import msMY from "./ms-MY.json" with { type: "json" };
import neNP from "./ne-NP.json" with { type: "json" };
import nlNL from "./nl-NL.json" with { type: "json" };
import noNO from "./no-NO.json" with { type: "json" };
import plPL from "./pl-PL.json" with { type: "json" };
import ptBR from "./pt-BR.json" with { type: "json" };
import ptPT from "./pt-PT.json" with { type: "json" };
import roRO from "./ro-RO.json" with { type: "json" };
import ruRU from "./ru-RU.json" with { type: "json" };
import skSK from "./sk-SK.json" with { type: "json" };
import sqAL from "./sq-AL.json" with { type: "json" };
import svSE from "./sv-SE.json" with { type: "json" };
import taIN from "./ta-IN.json" with { type: "json" };
import teIN from "./te-IN.json" with { type: "json" };
import thTH from "./th-TH.json" with { type: "json" };
import trTR from "./tr-TR.json" with { type: "json" };
import ukUA from "./uk-UA.json" with { type: "json" };
import urPK from "./ur-PK.json" with { type: "json" };
import viVN from "./vi-VN.json" with { type: "json" };
import zhCN from "./zh-CN.json" with { type: "json" };
import zhTW from "./zh-TW.json" with { type: "json" };

/** The check's messages by locale; en-US is the source the others translate. */
export const checkCatalogues: Record<string, Catalogue> = {
  "en-US": enUS,
  "af-ZA": afZA,
  "am-ET": amET,
  "ar-SA": arSA,
  "bg-BG": bgBG,
  "bn-BD": bnBD,
  "ca-ES": caES,
  "cs-CZ": csCZ,
  "da-DK": daDK,
  "de-DE": deDE,
  "el-GR": elGR,
  "es-ES": esES,
  "fa-IR": faIR,
  "fi-FI": fiFI,
  "fr-FR": frFR,
  "he-IL": heIL,
  "hi-IN": hiIN,
  "hu-HU": huHU,
  "id-ID": idID,
  "it-IT": itIT,
  "ja-JP": jaJP,
  "kn-IN": knIN,
  "ko-KR": koKR,
  "lt-LT": ltLT,
  "lv-LV": lvLV,
  "ml-IN": mlIN,
  "mr-IN": mrIN,
  "ms-MY": msMY,
  "ne-NP": neNP,
  "nl-NL": nlNL,
  "no-NO": noNO,
  "pl-PL": plPL,
  "pt-BR": ptBR,
  "pt-PT": ptPT,
  "ro-RO": roRO,
  "ru-RU": ruRU,
  "sk-SK": skSK,
  "sq-AL": sqAL,
  "sv-SE": svSE,
  "ta-IN": taIN,
  "te-IN": teIN,
  "th-TH": thTH,
  "tr-TR": trTR,
  "uk-UA": ukUA,
  "ur-PK": urPK,
  "vi-VN": viVN,
  "zh-CN": zhCN,
  "zh-TW": zhTW,
};
