import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { CaretDown } from "@phosphor-icons/react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

export const Accordion = AccordionPrimitive.Root;

type AccordionSectionProps = Omit<ComponentProps<typeof AccordionPrimitive.Item>, "title"> & {
  title: string;
  description?: string;
  icon?: ReactNode;
};

/** One collapsible settings section: a heading button (arrow keys move between them) and its panel. */
export function AccordionSection({ title, description, icon, className, children, ...props }: AccordionSectionProps) {
  return (
    <AccordionPrimitive.Item
      className={cn("border-b border-zinc-200 last:border-b-0 dark:border-zinc-800", className)}
      {...props}
    >
      <AccordionPrimitive.Header asChild>
        <h2>
          <AccordionPrimitive.Trigger
            // Named by all the text it shows, title first (no aria-labelledby): a name that
            // leaves out visible words fails people who speak what they see to voice control.
            className={cn(
              "group flex w-full items-center gap-3 rounded-md px-1 py-4 text-start",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
            )}
          >
            {icon && <span className="shrink-0 text-zinc-500 dark:text-zinc-400">{icon}</span>}
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-semibold">
                {title}
              </span>
              {/* Keeps the words apart in the name: "Account Your picture…", not "AccountYour…". */}
              {description && " "}
              {description && (
                <span className="text-sm font-normal text-zinc-600 dark:text-zinc-400">
                  {description}
                </span>
              )}
            </span>
            <CaretDown
              size={18}
              aria-hidden
              className="shrink-0 transition-transform group-data-[state=open]:rotate-180"
            />
          </AccordionPrimitive.Trigger>
        </h2>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="px-1 pb-6">{children}</AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
