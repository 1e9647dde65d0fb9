import { useState } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { RadioGroup } from '../Radio/Radio.tsx';
import { Select } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { theme } from '../../theme/theme.ts';

export interface FlowOption {
  id: string;
  title: string;
}

export interface FlowAction {
  name: 'navigate' | 'data_exchange' | 'complete';
  /** Next screen for navigate. */
  next?: { type?: 'screen'; name: string };
  payload?: Record<string, unknown>;
}

interface Visible {
  visible?: boolean;
}

export type FlowComponent =
  | ({ type: 'TextHeading' | 'TextSubheading' | 'TextBody' | 'TextCaption'; text: string } & Visible)
  | ({
      type: 'TextInput';
      label: string;
      name: string;
      'input-type'?: 'text' | 'number' | 'email' | 'password' | 'passcode' | 'phone';
      'min-chars'?: number;
      'max-chars'?: number;
      'helper-text'?: string;
      required?: boolean;
    } & Visible)
  | ({
      type: 'TextArea';
      label: string;
      name: string;
      enabled?: boolean;
      'helper-text'?: string;
      required?: boolean;
    } & Visible)
  | ({
      type: 'CheckboxGroup' | 'RadioButtonsGroup';
      label: string;
      name: string;
      required?: boolean;
      'data-source': readonly FlowOption[];
      'min-selected-items'?: number;
      'max-selected-items'?: number;
    } & Visible)
  | ({
      type: 'Dropdown';
      label: string;
      name: string;
      required?: boolean;
      'data-source': readonly FlowOption[];
    } & Visible)
  | ({ type: 'OptIn'; label: string; name: string; required?: boolean } & Visible)
  | ({
      type: 'DatePicker';
      label: string;
      name: string;
      'min-date'?: number;
      'max-date'?: number;
      required?: boolean;
    } & Visible)
  | ({
      type: 'Image';
      src: string;
      width?: number;
      height?: number;
      'scale-type'?: 'contain' | 'cover';
      'aspect-ratio'?: number;
      'alt-text'?: string;
    } & Visible)
  | ({ type: 'EmbeddedLink'; text: string; 'on-click-action'?: FlowAction } & Visible)
  | ({
      type: 'Footer';
      label: string;
      'left-caption'?: string;
      'center-caption'?: string;
      'right-caption'?: string;
      'on-click-action'?: FlowAction;
    } & Visible);

export type FlowValue = string | boolean | string[];

export interface FlowFieldRendererProps {
  /** Screen title shown in the phone's top bar. */
  title?: string;
  components: readonly FlowComponent[];
  /** Called when a field changes. */
  onChange?: (name: string, value: FlowValue, values: Record<string, FlowValue>) => void;
  /** Called by the footer and embedded links with the action and the form values. */
  onAction?: (action: FlowAction, values: Record<string, FlowValue>) => void;
  initialValues?: Record<string, FlowValue>;
}

const inputTypes = {
  text: 'text',
  number: 'number',
  email: 'email',
  password: 'password',
  passcode: 'password',
  phone: 'tel',
} as const;
const dateText = (ms: number | undefined) => (ms === undefined ? undefined : format(new Date(ms), 'yyyy-MM-dd'));

/** Renders Flow JSON 3.1 components the way a phone shows them, interactive. */
export function FlowFieldRenderer({
  title = 'Flow',
  components,
  onChange,
  onAction,
  initialValues = {},
}: FlowFieldRendererProps) {
  const [values, setValues] = useState<Record<string, FlowValue>>(initialValues);
  const set = (name: string, value: FlowValue) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onChange?.(name, value, next);
  };
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const list = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);

  const render = (component: FlowComponent, index: number) => {
    if (component.visible === false) return null;
    switch (component.type) {
      case 'TextHeading':
        return <StyledFlowHeading key={index}>{component.text}</StyledFlowHeading>;
      case 'TextSubheading':
        return <StyledFlowSubheading key={index}>{component.text}</StyledFlowSubheading>;
      case 'TextBody':
        return <StyledFlowBody key={index}>{component.text}</StyledFlowBody>;
      case 'TextCaption':
        return <StyledFlowCaption key={index}>{component.text}</StyledFlowCaption>;
      case 'TextInput':
        return (
          <TextField
            key={index}
            label={component.label}
            name={component.name}
            type={inputTypes[component['input-type'] ?? 'text']}
            inputMode={component['input-type'] === 'passcode' ? 'numeric' : undefined}
            minLength={component['min-chars']}
            maxLength={component['max-chars']}
            required={component.required}
            hint={component['helper-text']}
            value={text(component.name)}
            onChange={(event) => set(component.name, event.target.value)}
          />
        );
      case 'TextArea':
        return (
          <TextArea
            key={index}
            label={component.label}
            name={component.name}
            disabled={component.enabled === false}
            required={component.required}
            hint={component['helper-text']}
            value={text(component.name)}
            onChange={(event) => set(component.name, event.target.value)}
          />
        );
      case 'CheckboxGroup': {
        const chosen = list(component.name);
        const max = component['max-selected-items'];
        return (
          <StyledFlowGroup key={index}>
            <legend>{component.label}</legend>
            {component['data-source'].map((option) => (
              <Checkbox
                key={option.id}
                label={option.title}
                checked={chosen.includes(option.id)}
                disabled={!chosen.includes(option.id) && max !== undefined && chosen.length >= max}
                onChange={() =>
                  set(
                    component.name,
                    chosen.includes(option.id) ? chosen.filter((id) => id !== option.id) : [...chosen, option.id],
                  )
                }
              />
            ))}
          </StyledFlowGroup>
        );
      }
      case 'RadioButtonsGroup':
        return (
          <RadioGroup
            key={index}
            label={component.label}
            name={component.name}
            options={component['data-source'].map((option) => ({ value: option.id, label: option.title }))}
            value={text(component.name) || null}
            onChange={(value) => set(component.name, value)}
          />
        );
      case 'Dropdown':
        return (
          <Select
            key={index}
            label={component.label}
            name={component.name}
            required={component.required}
            placeholder="Select"
            options={component['data-source'].map((option) => ({ value: option.id, label: option.title }))}
            value={text(component.name)}
            onChange={(event) => set(component.name, event.target.value)}
          />
        );
      case 'OptIn':
        return (
          <Checkbox
            key={index}
            label={component.label}
            name={component.name}
            required={component.required}
            checked={values[component.name] === true}
            onChange={(event) => set(component.name, event.target.checked)}
          />
        );
      case 'DatePicker':
        return (
          <TextField
            key={index}
            label={component.label}
            name={component.name}
            type="date"
            required={component.required}
            min={dateText(component['min-date'])}
            max={dateText(component['max-date'])}
            value={text(component.name)}
            onChange={(event) => set(component.name, event.target.value)}
          />
        );
      case 'Image':
        return (
          <StyledFlowImage
            key={index}
            src={component.src}
            alt={component['alt-text'] ?? ''}
            width={component.width}
            height={component.height}
            style={{
              objectFit: component['scale-type'] ?? 'contain',
              aspectRatio: component['aspect-ratio'] ? String(component['aspect-ratio']) : undefined,
            }}
          />
        );
      case 'EmbeddedLink':
        return (
          <StyledFlowLink
            key={index}
            type="button"
            onClick={() => component['on-click-action'] && onAction?.(component['on-click-action'], values)}
          >
            {component.text}
          </StyledFlowLink>
        );
      case 'Footer':
        return (
          <StyledFlowFooter key={index}>
            {component['left-caption'] || component['center-caption'] || component['right-caption'] ? (
              <StyledFlowFooterCaptions>
                <span>{component['left-caption']}</span>
                <span>{component['center-caption']}</span>
                <span>{component['right-caption']}</span>
              </StyledFlowFooterCaptions>
            ) : null}
            <Button onClick={() => component['on-click-action'] && onAction?.(component['on-click-action'], values)}>
              {component.label}
            </Button>
          </StyledFlowFooter>
        );
      default:
        return null;
    }
  };

  return (
    <StyledFlowPhone role="region" aria-label={`${title} preview`}>
      <StyledFlowTitle>{title}</StyledFlowTitle>
      <StyledFlowScreen>{components.map(render)}</StyledFlowScreen>
    </StyledFlowPhone>
  );
}

const StyledFlowPhone = styled.section`
  display: flex;
  flex-direction: column;
  width: 340px;
  max-height: 640px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  overflow: hidden;
`;

const StyledFlowTitle = styled.h2`
  margin: 0;
  padding: ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
  font-size: ${theme.font.sizeLg};
  text-align: center;
`;

const StyledFlowScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  overflow-y: auto;
`;

const StyledFlowHeading = styled.h3`
  margin: 0;
  font-size: ${theme.font.sizeXl};
`;

const StyledFlowSubheading = styled.h4`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;

const StyledFlowBody = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeMd};
`;

const StyledFlowCaption = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledFlowGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space[1]};
    font-weight: ${theme.font.weightMedium};
  }
`;

const StyledFlowImage = styled.img`
  max-width: 100%;
  height: auto;
  border-radius: ${theme.radius.sm};
`;

const StyledFlowLink = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primaryHover};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const StyledFlowFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin-top: ${theme.space[2]};
  > button {
    width: 100%;
  }
`;

const StyledFlowFooterCaptions = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
