import "./artboard.css";

import { startArtboard } from "./start-artboard";

const container = document.getElementById("root");
if (!container) throw new Error("artboard.html lacks #root");

startArtboard({ window, container });
