import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { DotsSixVertical } from "@phosphor-icons/react";
import { type ComponentProps, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { cn } from "./cn";

type SortableListProps = {
  /** The ids of the rows, in their current order. */
  ids: readonly string[];
  /** Called when a row is dropped at another position. */
  onMove: (from: number, to: number) => void;
  /** A row's name in the screen-reader announcements. */
  itemName: (id: string) => string;
  className?: string;
  children: ReactNode;
};

/**
 * A vertical list reordered by dragging a row's handle: with a mouse, by touch (after a
 * short press, so the list still scrolls), or from the keyboard (Space picks up, arrows
 * move, Space drops, Escape cancels), with spoken announcements.
 */
export function SortableList({ ids, onMove, itemName, className, children }: SortableListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo<Announcements>(() => {
    const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
    const moved = (key: "over" | "dropped", id: string | number, overId: string | number | undefined) =>
      t(`builderLeft.sortable.${key}`, { item: itemName(String(id)), position: position(overId), count: ids.length });
    return {
      onDragStart: ({ active }) => t("builderLeft.sortable.pickedUp", { item: itemName(String(active.id)) }),
      onDragOver: ({ active, over }) => (over ? moved("over", active.id, over.id) : undefined),
      onDragEnd: ({ active, over }) => (over ? moved("dropped", active.id, over.id) : undefined),
      onDragCancel: ({ active }) => t("builderLeft.sortable.cancelled", { item: itemName(String(active.id)) }),
    };
  }, [ids, itemName, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("builderLeft.sortable.instructions") } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ul className={cn("grid gap-1", className)}>{children}</ul>
      </SortableContext>
    </DndContext>
  );
}

/** Props to spread on a row's drag handle (see DragHandle). */
export type DragHandleProps = Pick<ComponentProps<"button">, "ref"> & Record<string, unknown>;

type SortableRowProps = {
  id: string;
  /** No dragging (a locked resume). */
  disabled?: boolean;
  className?: string;
  children: (handle: DragHandleProps) => ReactNode;
};

/** One row of a SortableList; only its handle starts a drag, so the rest of the row stays clickable. */
export function SortableRow({ id, disabled = false, className, children }: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t("builderLeft.sortable.roleDescription") },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative", isDragging && "z-10 opacity-80 shadow-md", className)}
    >
      {children({ ref: setActivatorNodeRef, ...attributes, ...listeners })}
    </li>
  );
}

/** The grip a row is dragged by; `label` names it for assistive technology ("Move …"). */
export function DragHandle({ label, handle, disabled }: { label: string; handle: DragHandleProps; disabled?: boolean }) {
  return (
    <Button
      size="iconSm"
      variant="ghost"
      className="shrink-0 cursor-grab touch-none active:cursor-grabbing"
      aria-label={label}
      disabled={disabled}
      {...handle}
    >
      <DotsSixVertical size={16} weight="bold" aria-hidden />
    </Button>
  );
}
