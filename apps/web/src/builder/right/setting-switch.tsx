import { Switch } from "@/ui/switch";
import { DesignSetting } from "./design-setting";
import { useEditing } from "./use-editing";

type SettingSwitchProps = {
  /** Where the setting lives in the resume data (marked in a variant that changed it). */
  path: readonly string[];
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off design setting; off while the resume is locked. */
export function SettingSwitch({ path, label, checked, onChange }: SettingSwitchProps) {
  const { locked } = useEditing();
  return (
    <DesignSetting path={path} label={label}>
      <Switch label={label} checked={checked} disabled={locked} onCheckedChange={onChange} />
    </DesignSetting>
  );
}
