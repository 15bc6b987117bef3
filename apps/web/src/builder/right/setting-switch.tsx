import { Switch } from "@/ui/switch";
import { useEditing } from "./use-editing";

/** An on/off design setting; off while the resume is locked. */
export function SettingSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const { locked } = useEditing();
  return <Switch label={label} checked={checked} disabled={locked} onCheckedChange={onChange} />;
}
