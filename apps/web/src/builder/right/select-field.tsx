import { Select } from "@/ui/input";
import { Label } from "@/ui/label";
import { useEditing } from "./use-editing";

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A labelled choice from a short list (page format, font subset); off while the resume is locked. */
export function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  const { locked } = useEditing();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} disabled={locked} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
