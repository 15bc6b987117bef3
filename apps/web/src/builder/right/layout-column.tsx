import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { DotsSixVertical } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { cn } from "@/ui/cn";
import { columnDropId } from "@/builder/layout/layout-drop";

type LayoutColumnProps = {
  page: number;
  column: number;
  sections: readonly string[];
  /** A section's name as the left panel shows it. */
  sectionName: (id: string) => string;
  disabled: boolean;
};

/** The visible name of a layout column: main, sidebar, or a numbered extra column of an imported layout. */
export function useColumnName() {
  const { t } = useTranslation();
  return (column: number) =>
    column === 0
      ? t("builderRight.layout.main")
      : column === 1
        ? t("builderRight.layout.sidebar")
        : t("builderRight.layout.column", { number: column + 1 });
}

/** One column of a layout page: its sortable sections, or when it has none, a drop target to fill it. */
export function LayoutColumn({ page, column, sections, sectionName, disabled }: LayoutColumnProps) {
  const { t } = useTranslation();
  const columnName = useColumnName();
  // Only an empty column is a target of its own: otherwise its sections are, and a column box
  // would catch keyboard moves meant for the column beside it (its edge is left of its sections).
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(page, column), disabled: disabled || sections.length > 0 });
  const headingId = `layout-${page}-${column}-heading`;
  return (
    <div className="grid content-start gap-1.5">
      <h4 id={headingId} className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {columnName(column)}
      </h4>
      <SortableContext id={columnDropId(page, column)} items={[...sections]} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-labelledby={headingId}
          data-layout-column={`${page}:${column}`}
          className={cn(
            "grid min-h-16 content-start gap-1 rounded-md border border-dashed border-zinc-300 p-1.5 dark:border-zinc-700",
            isOver && "border-zinc-500 bg-zinc-50 dark:bg-zinc-900",
          )}
        >
          {sections.map((id) => (
            <LayoutItem key={id} id={id} name={sectionName(id)} disabled={disabled} />
          ))}
          {sections.length === 0 && (
            <li className="px-2 py-3 text-center text-xs text-zinc-500 dark:text-zinc-400">{t("builderRight.layout.empty")}</li>
          )}
        </ul>
      </SortableContext>
    </div>
  );
}

/** A section in a column; the whole row is the drag handle (mouse, touch, or Space and the arrow keys). */
function LayoutItem({ id, name, disabled }: { id: string; name: string; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={cn(isDragging && "relative z-10")}>
      <button
        type="button"
        {...attributes}
        {...listeners}
        disabled={disabled}
        className={cn(
          "flex w-full touch-none items-center gap-1.5 rounded-sm border border-zinc-200 bg-white px-2 py-1.5 text-start text-sm",
          "cursor-grab focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-zinc-500",
          "disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900",
          isDragging && "cursor-grabbing shadow-md",
        )}
      >
        <DotsSixVertical size={16} aria-hidden className="shrink-0 text-zinc-400" />
        <span className="min-w-0 truncate">{name}</span>
      </button>
    </li>
  );
}
