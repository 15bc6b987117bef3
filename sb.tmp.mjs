import { Tokenizer } from "htmlparser2";
const MB = 1024*1024;
const html = "<b><i><u><span>".repeat(Math.floor(MB / 15));
const noop = () => {};
const cbs = new Proxy({}, { get: () => noop });
const cbs2 = { ontext: noop, ontextentity: noop, onopentagname: noop, onattribname: noop, onattribdata: noop, onattribentity: noop, onattribend: noop, onopentagend: noop, onselfclosingtag: noop, onclosetag: noop, oncdata: noop, oncomment: noop, ondeclaration: noop, onprocessinginstruction: noop, onend: noop };
for (let i=0;i<3;i++){ let t=performance.now(); const tk=new Tokenizer({decodeEntities:true}, cbs2); tk.write(html); tk.end(); console.log("tok", performance.now()-t);}
let t=performance.now(); let s=""; for (let i=0;i<MB/15*4;i++) s+= "<b>"; console.log("concat", performance.now()-t, s.length);
