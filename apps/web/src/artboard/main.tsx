import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Artboard } from "./artboard";
import "./artboard.css";
import { useArtboardStore } from "./artboard-store";
import { createMessageHandler } from "./artboard-messages";

window.addEventListener(
  "message",
  createMessageHandler(window.location.origin, (payload) => useArtboardStore.getState().setResume(payload)),
);

const root = document.getElementById("root");
if (!root) throw new Error("artboard.html lacks #root");

createRoot(root).render(
  <StrictMode>
    <Artboard />
  </StrictMode>,
);
