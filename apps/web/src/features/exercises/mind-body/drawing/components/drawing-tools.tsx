import { useTranslation } from 'react-i18next';
import type { ColourId } from '../palette';
import { ColourPalette } from './colour-palette';
import { OptionGroup } from './option-group';

export const BRUSH_SIZES = { small: 8, medium: 18, large: 36 } as const;
export type BrushSize = keyof typeof BRUSH_SIZES;
export type Tool = 'brush' | 'eraser';

export interface ToolChoice {
  colour: ColourId;
  size: BrushSize;
  tool: Tool;
}

interface DrawingToolsProps {
  value: ToolChoice;
  onChange: (value: ToolChoice) => void;
}

/** Brush or eraser, the colour and the size. */
export function DrawingTools({ value, onChange }: DrawingToolsProps) {
  const { t } = useTranslation('drawing');
  const sizes = (Object.keys(BRUSH_SIZES) as BrushSize[]).map((size) => ({
    value: size,
    label: t(`sizes.${size}`),
    icon: (
      <span
        aria-hidden="true"
        className="inline-block rounded-full bg-stone-800"
        style={{ width: BRUSH_SIZES[size] / 2, height: BRUSH_SIZES[size] / 2 }}
      />
    ),
  }));
  return (
    <div className="flex flex-col gap-4">
      <ColourPalette
        value={value.colour}
        onChange={(colour) => onChange({ ...value, colour, tool: 'brush' })}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <OptionGroup
          label={t('tool.label')}
          value={value.tool}
          onChange={(tool) => onChange({ ...value, tool })}
          options={[
            { value: 'brush', label: t('tool.brush') },
            { value: 'eraser', label: t('tool.eraser') },
          ]}
        />
        <OptionGroup
          label={t('sizes.label')}
          value={value.size}
          onChange={(size) => onChange({ ...value, size })}
          options={sizes}
        />
      </div>
    </div>
  );
}
