import { Select } from "@/ui/input";
import { Label } from "@/ui/label";
import { DesignSetting } from "./design-setting";
import { useEditing } from "./use-editing";

type SelectFieldProps = {
  id: string;
  /** Where the setting lives in the resume data (marked in a variant that changed it). */
  path: readonly string[];
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A labelled choice from a short list (page format, font subset); off while the resume is locked. */
export function SelectField({ id, path, label, value, options, onChange }: SelectFieldProps) {
  const { locked } = useEditing();
  return (
    <DesignSetting path={path} label={label}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} disabled={locked} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </DesignSetting>
  );
}
