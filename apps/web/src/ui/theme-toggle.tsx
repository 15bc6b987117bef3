import { Desktop, Moon, Sun } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { useThemeStore } from "@/theme/theme-store";
import { Button } from "./button";

const icons = { light: Sun, dark: Moon, system: Desktop } as const;

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const cycleTheme = useThemeStore((state) => state.cycleTheme);
  const Icon = icons[theme];
  const label = t("theme.toggle", { theme: t(`theme.${theme}`) });
  return (
    <Button variant="ghost" size="icon" onClick={cycleTheme} aria-label={label} title={label}>
      <Icon size={18} aria-hidden />
    </Button>
  );
}
