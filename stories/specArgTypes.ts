import type { ArgTypes, InputType } from 'storybook/internal/types';
import type { PropSpec } from '../core/attributes.ts';
import { toAttributeName } from '../core/attributes.ts';
import type { AnyWidgetSpec } from '../core/widget-spec.ts';
import { CONTEXT_ATTRIBUTES, propTypeText } from '../types/prop-text.ts';

function controlOf(prop: PropSpec): InputType['control'] {
  switch (prop.type) {
    case 'enum':
      return prop.values.length > 4 ? 'select' : 'inline-radio';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'json':
    case 'property':
      return 'object';
    default:
      return 'text';
  }
}

const summary = (value: unknown) =>
  value === undefined ? undefined : { summary: typeof value === 'string' ? value : JSON.stringify(value) };

/**
 * A widget's attributes as a stories file's `argTypes`, from its spec (`widgets/<name>/<name>.spec.ts`):
 * `brand`, `market`, `skin` and every prop, each with the spec's description, its type (enum unions,
 * JSON shapes by name), default and allowed values, shown in the story's docs page (autodocs). A prop
 * gets a control only when named in `args` (the stories' args, which their render passes on); the others are
 * documented without one. Keys are the props' names; the docs name each by its attribute.
 */
export function specArgTypes(spec: AnyWidgetSpec, args: readonly string[] = []): ArgTypes {
  const controlled = (name: string) => args.includes(name);
  const types: ArgTypes = {};
  for (const attribute of CONTEXT_ATTRIBUTES) {
    types[attribute.name] = {
      name: attribute.name,
      description: attribute.description,
      options: [...attribute.values],
      control: controlled(attribute.name) ? { type: 'select' } : false,
      table: {
        category: 'context',
        type: { summary: attribute.typeName, detail: attribute.values.join(' | ') },
        defaultValue: summary('default' in attribute ? attribute.default : undefined),
      },
    };
  }
  for (const [name, prop] of Object.entries<PropSpec>(spec.props)) {
    const attribute = prop.type === 'property' ? undefined : toAttributeName(name);
    types[name] = {
      name: attribute ?? name,
      description: `${prop.description ?? ''}${attribute ? '' : ' (a JS property only)'}`.trim(),
      ...(prop.type === 'enum' ? { options: [...prop.values] } : {}),
      control: controlled(name) ? controlOf(prop) : false,
      table: {
        category: 'attributes',
        type: { summary: propTypeText(spec.tag, name, prop) },
        defaultValue: summary(prop.type === 'boolean' ? false : 'default' in prop ? prop.default : undefined),
      },
    };
  }
  return types;
}
