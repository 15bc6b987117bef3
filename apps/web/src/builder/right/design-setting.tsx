import type { ReactNode } from "react";
import { FieldMark } from "@/builder/variant/variant-gates";

export type DesignSettingProps = {
  /** Where the setting lives in the resume data, e.g. `["metadata", "page", "format"]`. */
  path: readonly string[];
  /** The setting's name, for "Use master's value for …". */
  label: string;
  children: ReactNode;
};

/**
 * One setting of the design panel. In a variant whose value here differs from the master's,
 * the setting is marked as the left panel's fields are, with "Use master's value" for this
 * setting alone; for any other resume the gate renders nothing and loads no code.
 */
export function DesignSetting({ path, label, children }: DesignSettingProps) {
  return (
    <div className="grid gap-1.5">
      {children}
      <FieldMark paths={[path]} label={label} />
    </div>
  );
}
