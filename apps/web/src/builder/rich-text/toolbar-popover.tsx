import type { IconProps } from "@phosphor-icons/react";
import { type ComponentType, type FormEvent, type ReactNode, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/ui/popover";
import { ToolbarButton } from "./toolbar-button";

type ToolbarPopoverProps = {
  icon: ComponentType<IconProps>;
  label: string;
  pressed?: boolean;
  disabled: boolean;
  /** Prepares the form's fields each time the popover opens. */
  onOpen: () => void;
  /** Returns whether the form is done (the popover closes) or shows an error (it stays). */
  onSubmit: () => boolean;
  /** Where focus goes once the popover closes: back into the text, not to the button. */
  onClosed: () => void;
  /** The form's fields and buttons; `close` ends the form without submitting it. */
  children: (close: () => void) => ReactNode;
};

/**
 * A toolbar button opening a small form (link address, image source): an accessible
 * stand-in for window.prompt that keeps focus management and validation messages.
 */
export function ToolbarPopover({ icon, label, pressed, disabled, onOpen, onSubmit, onClosed, children }: ToolbarPopoverProps) {
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React events bubble through portals: the item dialog's own form must not submit too.
    event.stopPropagation();
    if (onSubmit()) setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen();
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <ToolbarButton icon={icon} label={label} pressed={pressed} disabled={disabled} />
      </PopoverTrigger>
      <PopoverContent
        aria-label={label}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <form noValidate onSubmit={submit} className="grid gap-3">
          {children(() => setOpen(false))}
        </form>
      </PopoverContent>
    </Popover>
  );
}
