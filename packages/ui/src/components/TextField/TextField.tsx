import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react'
import { type UiLocale, useMessages } from '../../locale/locale.js'

export interface TextFieldMessages {
  /** After the label of a required field. */
  required: string
}

const messages: Record<UiLocale, TextFieldMessages> = {
  sl: { required: '(obvezno)' },
  en: { required: '(required)' },
}

interface FieldParts {
  /** The visible label; it names the field. */
  label: ReactNode
  /** A line under the label that helps to fill the field in (e.g. a format). */
  hint?: ReactNode
  /** What is wrong with the value, and how to put it right; marks the field invalid. */
  error?: ReactNode
  /** The field's id (links from an error summary point at it); default a generated one. */
  id?: string
  /** Language of the built-in "required" label; default the `UiLocaleProvider`'s, else `sl`. */
  locale?: UiLocale
  /** Replaces the built-in label. */
  labels?: Partial<TextFieldMessages>
  /** The field must be filled in: the browser checks it, and the label says "(obvezno)" / "(required)". Default `false`. */
  required?: boolean
}

export type TextFieldProps = FieldParts & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>
export type TextAreaProps = FieldParts & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>

/** The ids and attributes that tie one control to its label, hint and error. */
function useField({ label, hint, error, id, locale, labels }: FieldParts, required: boolean | undefined) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const m = useMessages(messages, locale, labels)
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const control = {
    id: inputId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const
  const frame: FieldFrameProps = {
    inputId,
    hintId,
    errorId,
    label,
    hint,
    error,
    requiredText: required ? m.required : undefined,
  }
  return { control, frame }
}

interface FieldFrameProps {
  inputId: string
  hintId: string | undefined
  errorId: string | undefined
  label: ReactNode
  hint: ReactNode
  error: ReactNode
  requiredText: string | undefined
  children?: ReactNode
}

/**
 * The label, hint and error around one control. A component of its own (not a function the fields
 * call) so that the fields return elements, which is how the docs' props tables recognise them.
 */
function FieldFrame({
  inputId,
  hintId,
  errorId,
  label,
  hint,
  error,
  requiredText,
  children,
}: FieldFrameProps) {
  return (
    <div className="ui-field" data-invalid={error ? '' : undefined}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
        {requiredText ? (
          <>
            {' '}
            <span className="ui-field__required">{requiredText}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  )
}

/**
 * A one-line text field with its label, an optional hint and an error message. The label names the
 * field; hint and error describe it (`aria-describedby`), and an error sets `aria-invalid` and marks
 * the field with a thicker border in the error colour as well as the text, so colour is not the only
 * sign. Every other prop goes to the `<input>` (`name`, `type`, `autoComplete`, `defaultValue`…).
 */
export function TextField({
  label,
  hint,
  error,
  id,
  locale,
  labels,
  required,
  className,
  ...input
}: TextFieldProps) {
  const { control, frame } = useField({ label, hint, error, id, locale, labels }, required)
  return (
    <FieldFrame {...frame}>
      <input
        {...input}
        {...control}
        className={className ? `ui-field__input ${className}` : 'ui-field__input'}
      />
    </FieldFrame>
  )
}

/** A text field of several lines (`<textarea>`), with the same label, hint and error as TextField. */
export function TextArea({
  label,
  hint,
  error,
  id,
  locale,
  labels,
  required,
  className,
  ...textarea
}: TextAreaProps) {
  const { control, frame } = useField({ label, hint, error, id, locale, labels }, required)
  return (
    <FieldFrame {...frame}>
      <textarea
        rows={8}
        {...textarea}
        {...control}
        className={className ? `ui-field__input ${className}` : 'ui-field__input'}
      />
    </FieldFrame>
  )
}
