import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCorners,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { ArrowCounterClockwise, Plus, Trash } from "@phosphor-icons/react";
import { type Layout, type ResumeData, customSectionKey, limits } from "@vitae/schema";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useShallow } from "zustand/react/shallow";
import { Button } from "@/ui/button";
import { changesColumn, dropPosition } from "@/builder/layout/layout-drop";
import { addPage, deletePage, findSectionPosition, moveSection, resetLayout } from "@/builder/layout/layout-operations";
import { useChangeInBulk } from "@/builder/history/use-change-in-bulk";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type SectionKey, findSection } from "@/builder/store/section-operations";
import { DesignSetting } from "./design-setting";
import { LayoutColumn, useColumnName } from "./layout-column";
import { PanelSection } from "./panel-section";
import { useEditing } from "./use-editing";

/** A section's name as the left panel shows it; a key naming no section shows as itself. */
function sectionName(data: ResumeData | null, id: string): string {
  return (data && findSection(data, id as SectionKey)?.name) || id;
}

/** The name of every section in the layout, by key (compared shallowly, so typing elsewhere changes nothing). */
function layoutSectionNames(data: ResumeData | null): Record<string, string> {
  return Object.fromEntries((data?.metadata.layout.flat(2) ?? []).map((id) => [id, sectionName(data, id)]));
}

/**
 * Layout: every page with its main and sidebar columns of sections. Sections are dragged
 * between columns and pages; while dragging, moves across columns are shown at once on a
 * draft, and the store gets one edit (one undo step) when the section is dropped.
 */
export function LayoutSection() {
  const { t } = useTranslation();
  const { edit, locked } = useEditing();
  // Resetting puts every section back in its default place: the layout as it was is kept first.
  const changeInBulk = useChangeInBulk();
  // Only what the layout shows: the whole panel would otherwise render on every keystroke.
  const layout = useBuilderStore((state) => state.data?.metadata.layout);
  const names = useBuilderStore(useShallow((state) => layoutSectionNames(state.data)));
  const custom = useBuilderStore((state) => state.data?.sections.custom);
  const [draft, setDraft] = useState<Layout | null>(null);
  const shown = draft ?? layout ?? [];
  const name = useCallback((id: string) => names[id] ?? id, [names]);
  const announcements = useLayoutAnnouncements(shown, name);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press starts a drag, so the panel still scrolls under a finger.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const commit = (next: Layout) => {
    if (layout && next !== layout) edit((draftData) => void (draftData.metadata.layout = next));
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDraft((current) => {
      const base = current ?? layout;
      if (!base || !changesColumn(base, String(active.id), String(over.id))) return current;
      const target = dropPosition(base, String(active.id), String(over.id));
      return target ? moveSection(base, String(active.id), target) : current;
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const base = draft ?? layout;
    setDraft(null);
    if (!base) return;
    const target = over && over.id !== active.id ? dropPosition(base, String(active.id), String(over.id)) : null;
    commit(target ? moveSection(base, String(active.id), target) : base);
  };

  const customKeys = Object.keys(custom ?? {}).map(customSectionKey);

  return (
    <PanelSection section="layout">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("builderRight.layout.hint")}</p>

      {/* The layout is one value (docs/variants.md): marked and reset as a whole. */}
      <DesignSetting path={["metadata", "layout"]} label={t("builderRight.sections.layout")}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragStart={() => setDraft(layout ?? null)}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDraft(null)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t("builderRight.layout.instructions") } }}
        >
          <ol className="grid gap-4">
            {shown.map((columns, page) => (
              <li key={page} className="grid gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">{t("builderRight.layout.page", { number: page + 1 })}</h3>
                  {page > 0 && (
                    <Button
                      size="iconSm"
                      variant="ghost"
                      aria-label={t("builderRight.layout.deletePage", { number: page + 1 })}
                      title={t("builderRight.layout.deletePage", { number: page + 1 })}
                      disabled={locked}
                      onClick={() => layout && commit(deletePage(layout, page))}
                    >
                      <Trash size={16} aria-hidden />
                    </Button>
                  )}
                </div>
                <div className="grid grid-cols-2 gap-3">
                  {Array.from({ length: Math.max(columns.length, limits.layoutColumnsPerPage) }, (_, column) => (
                    <LayoutColumn
                      key={column}
                      page={page}
                      column={column}
                      sections={columns[column] ?? []}
                      sectionName={name}
                      disabled={locked}
                    />
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </DndContext>
      </DesignSetting>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={locked} onClick={() => layout && commit(addPage(layout))}>
          <Plus size={16} aria-hidden />
          {t("builderRight.layout.addPage")}
        </Button>
        <Button variant="ghost" size="sm" disabled={locked} onClick={() => {
            const next = layout && resetLayout(layout, customKeys);
            if (next && next !== layout) void changeInBulk("bulk", () => commit(next));
          }}>
          <ArrowCounterClockwise size={16} aria-hidden />
          {t("builderRight.layout.reset")}
        </Button>
      </div>
    </PanelSection>
  );
}

/** Spoken feedback while dragging: the section's name and where it would land. */
function useLayoutAnnouncements(layout: Layout, name: (id: string) => string): Announcements {
  const { t } = useTranslation();
  const columnName = useColumnName();
  return useMemo<Announcements>(() => {
    const place = (activeId: string, overId: string) => {
      const position = dropPosition(layout, activeId, overId) ?? findSectionPosition(layout, activeId);
      if (!position) return {};
      return { page: position.page + 1, column: columnName(position.column), position: position.index + 1 };
    };
    return {
      onDragStart: ({ active }) => t("builderRight.layout.pickedUp", { name: name(String(active.id)) }),
      onDragOver: ({ active, over }) =>
        over ? t("builderRight.layout.over", { name: name(String(active.id)), ...place(String(active.id), String(over.id)) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t("builderRight.layout.dropped", { name: name(String(active.id)), ...place(String(active.id), String(over.id)) }) : undefined,
      onDragCancel: ({ active }) => t("builderRight.layout.cancelled", { name: name(String(active.id)) }),
    };
  }, [layout, name, t, columnName]);
}
