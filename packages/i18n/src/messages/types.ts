import type { sl } from './sl.js'

/** Every message key. The Slovenian catalogue is the reference. */
export type MessageKey = keyof typeof sl

/** A complete catalogue: every key, an ICU MessageFormat string each. */
export type Messages = { readonly [K in MessageKey]: string }

// Type-level reading of an ICU message's arguments. It visits every `{`, skips plural and select branch
// bodies (`one {…}`, `=0 {…}`) and reads `name` and the optional format (`plural`, `date`, …) of the
// rest. The parity test checks the same arguments at run time with the real parser.
type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S
type BranchSelector = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' | `=${number}`
type IsBranch<Before extends string> =
  Trim<Before> extends BranchSelector | `${string}${' ' | '}'}${BranchSelector}` ? true : false
type IsIdentifier<N extends string> = N extends ''
  ? false
  : N extends `${string}${' ' | '#' | '{' | "'"}${string}`
    ? false
    : true
type ValueOfFormat<F extends string> = F extends 'plural' | 'selectordinal' | 'number'
  ? number
  : F extends 'date' | 'time'
    ? Date | number
    : F extends 'select'
      ? string
      : string | number
type FormatOf<R extends string> = R extends `${infer F},${string}` ? Trim<F> : Trim<R>
type ArgumentOf<Head extends string> = Head extends `${infer Name},${infer Rest}`
  ? IsIdentifier<Trim<Name>> extends true
    ? [Trim<Name>, ValueOfFormat<FormatOf<Rest>>]
    : never
  : IsIdentifier<Trim<Head>> extends true
    ? [Trim<Head>, string | number]
    : never
type ArgumentPairs<S extends string> = S extends `${infer Before}{${infer After}`
  ?
      | (IsBranch<Before> extends true
          ? never
          : After extends `${infer Head}}${string}`
            ? ArgumentOf<Head>
            : never)
      | ArgumentPairs<After>
  : never

/** The values an ICU message string needs, e.g. `{ minutes: number }` for a plural on `minutes`. */
export type IcuArguments<S extends string> = { [P in ArgumentPairs<S> as P[0]]: P[1] }

/** The values the message `K` needs. */
export type MessageValues<K extends MessageKey> = IcuArguments<(typeof sl)[K]>

/** The trailing arguments of `t(key, …)`: values are required exactly when the message has arguments. */
export type TranslateArgs<K extends MessageKey> = keyof MessageValues<K> extends never
  ? [values?: Record<string, never>]
  : [values: MessageValues<K>]
