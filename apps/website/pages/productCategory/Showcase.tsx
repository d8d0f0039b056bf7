import type { ProductCategoryRouteId } from '@firma/i18n'
import type { ReactNode } from 'react'

export interface ShowcaseProps {
  family: ProductCategoryRouteId
  /** What the drawing shows, from the family's copy file (`showcase`): its caption and its name. */
  caption: string
}

/**
 * A drawing of the work itself, one per family: a programme guide on a TV, a voting console with the
 * hall's result, an editor's screen, two phone apps, a system diagram. Drawn inline with the colour
 * tokens, so it takes the visitor's colour scheme; one image named by the words of its visible caption
 * (its parts are not read one by one).
 */
export function Showcase({ family, caption }: ShowcaseProps) {
  return (
    <figure className="showcase" data-family={family}>
      <svg className="showcase__art" viewBox="0 0 640 360" role="img" aria-label={caption}>
        {drawings[family]}
      </svg>
      <figcaption className="showcase__caption">{caption}</figcaption>
    </figure>
  )
}

/** The hall's 45 seats in five rows; every seventh has not voted yet. */
const hallSeats = Array.from({ length: 45 }, (_, number) => ({
  id: `seat-${number}`,
  x: 56 + (number % 9) * 34,
  y: 262 + Math.floor(number / 9) * 20,
  voted: number % 7 !== 3,
}))

/** Rows of a programme guide: [x, width, highlighted] per programme. */
const guideRows: [number, number, boolean][][] = [
  [
    [150, 120, false],
    [274, 90, false],
    [368, 112, false],
  ],
  [
    [150, 70, false],
    [224, 150, true],
    [378, 102, false],
  ],
  [
    [150, 160, false],
    [314, 166, false],
  ],
  [
    [150, 96, false],
    [250, 84, false],
    [338, 142, false],
  ],
]

/** The small pictures inside the diagram's boxes (coordinates inside a 140 × 70 box). */
const serviceGlyphs: Record<string, ReactNode> = {
  tv: (
    <>
      <rect className="showcase__panel" x="40" y="14" width="60" height="36" rx="3" />
      <path className="showcase__line" d="M58 58 h24" />
    </>
  ),
  card: (
    <>
      <rect className="showcase__panel" x="38" y="16" width="64" height="40" rx="5" />
      <rect className="showcase__ink" x="38" y="26" width="64" height="8" />
      <rect className="showcase__accent" x="46" y="42" width="20" height="6" rx="2" />
    </>
  ),
  chain: (
    <>
      {[30, 62, 94].map((x) => (
        <rect key={x} className="showcase__panel showcase__line" x={x} y="24" width="22" height="22" rx="3" />
      ))}
      <path className="showcase__line" d="M52 35 h10 M84 35 h10" />
    </>
  ),
  form: (
    <>
      {[16, 32, 48].map((y) => (
        <g key={y}>
          <rect className="showcase__surface showcase__line" x="34" y={y - 5} width="10" height="10" rx="2" />
          <rect className="showcase__muted" x="52" y={y - 3} width="54" height="6" rx="3" />
        </g>
      ))}
      <path className="showcase__accent-line" d="M36 16 l3 3 l5 -6" />
    </>
  ),
  video: (
    <>
      <rect className="showcase__panel" x="34" y="12" width="72" height="40" rx="3" />
      <path className="showcase__accent-line" d="M40 44 l14 -12 l12 8 l14 -18 l20 10" />
      <rect className="showcase__muted" x="34" y="58" width="72" height="4" rx="2" />
    </>
  ),
  check: (
    <>
      <circle className="showcase__panel showcase__line" cx="70" cy="35" r="22" />
      <path className="showcase__accent-line" d="M59 35 l8 8 l15 -16" />
    </>
  ),
}

const drawings: Record<ProductCategoryRouteId, ReactNode> = {
  iptvApplications: (
    <>
      {/* The TV */}
      <rect className="showcase__surface showcase__line" x="40" y="24" width="470" height="290" rx="14" />
      <rect className="showcase__screen" x="56" y="40" width="438" height="258" rx="4" />
      <path className="showcase__line" d="M230 314 l-20 30 h130 l-20 -30" />
      {/* Preview of the channel playing, with the programme's title bar */}
      <rect className="showcase__panel" x="72" y="56" width="150" height="84" rx="4" />
      <path className="showcase__accent" d="M136 82 l22 16 l-22 16 z" />
      <rect className="showcase__ink" x="236" y="62" width="170" height="12" rx="3" />
      <rect className="showcase__muted" x="236" y="84" width="230" height="8" rx="3" />
      <rect className="showcase__muted" x="236" y="100" width="190" height="8" rx="3" />
      <rect className="showcase__accent" x="236" y="122" width="110" height="6" rx="3" />
      {/* Time line */}
      {[150, 232, 314, 396].map((x) => (
        <rect key={x} className="showcase__muted" x={x} y="154" width="40" height="8" rx="3" />
      ))}
      {/* Channels and their programmes */}
      {guideRows.map((row, index) => {
        const y = 172 + index * 30
        return (
          <g key={y}>
            <rect className="showcase__panel" x="72" y={y} width="70" height="24" rx="3" />
            {row.map(([x, width, highlighted]) => (
              <rect
                key={x}
                className={highlighted ? 'showcase__accent' : 'showcase__panel'}
                x={x}
                y={y}
                width={width}
                height="24"
                rx="3"
              />
            ))}
          </g>
        )
      })}
      {/* Now */}
      <path className="showcase__accent-line" d="M300 150 v144" />
      {/* Remote control */}
      <rect className="showcase__surface showcase__line" x="548" y="120" width="52" height="200" rx="24" />
      <circle className="showcase__accent" cx="574" cy="150" r="10" />
      <circle className="showcase__line showcase__surface" cx="574" cy="200" r="20" />
      <circle className="showcase__ink" cx="574" cy="200" r="6" />
      {[246, 270, 294].map((y) => (
        <rect key={y} className="showcase__muted" x="562" y={y} width="24" height="8" rx="4" />
      ))}
    </>
  ),
  conferenceVotingSystems: (
    <>
      {/* The hall's result screen */}
      <rect className="showcase__surface showcase__line" x="24" y="24" width="340" height="210" rx="10" />
      <rect className="showcase__ink" x="48" y="46" width="150" height="12" rx="3" />
      <rect className="showcase__muted" x="48" y="68" width="110" height="8" rx="3" />
      {[
        [48, 168, 'showcase__accent'],
        [48, 60, 'showcase__ink'],
        [48, 28, 'showcase__muted'],
      ].map(([x, width, className], index) => (
        <g key={String(className)}>
          <rect className="showcase__panel" x="48" y={100 + index * 36} width="292" height="22" rx="4" />
          <rect
            className={String(className)}
            x={Number(x)}
            y={100 + index * 36}
            width={Number(width) * 1.6}
            height="22"
            rx="4"
          />
        </g>
      ))}
      {/* Seats in the hall: who has voted */}
      {hallSeats.map((seat) => (
        <circle
          key={seat.id}
          className={seat.voted ? 'showcase__ink' : 'showcase__muted'}
          cx={seat.x}
          cy={seat.y}
          r="6"
        />
      ))}
      {/* A delegate's console: yes, no, abstain and the screen confirming the vote */}
      <path className="showcase__surface showcase__line" d="M400 320 l24 -190 h180 l24 190 z" />
      <rect className="showcase__screen" x="440" y="150" width="148" height="56" rx="4" />
      <rect className="showcase__accent" x="456" y="166" width="70" height="10" rx="3" />
      <rect className="showcase__muted" x="456" y="184" width="110" height="8" rx="3" />
      <circle className="showcase__accent" cx="452" cy="262" r="22" />
      <path className="showcase__on-accent" d="M441 262 l8 8 l15 -16" />
      <circle className="showcase__surface showcase__line" cx="514" cy="262" r="22" />
      <path className="showcase__line" d="M505 253 l18 18 M523 253 l-18 18" />
      <circle className="showcase__surface showcase__line" cx="576" cy="262" r="22" />
      <path className="showcase__line" d="M565 262 h22" />
    </>
  ),
  contentManagementSystems: (
    <>
      {/* The editor's window */}
      <rect className="showcase__surface showcase__line" x="24" y="20" width="592" height="320" rx="10" />
      <path className="showcase__line" d="M24 52 h592" />
      {[44, 62, 80].map((x) => (
        <circle key={x} className="showcase__muted" cx={x} cy="36" r="5" />
      ))}
      {/* Articles in the newsroom's list */}
      {[72, 120, 168, 216, 264].map((y, index) => (
        <g key={y}>
          <rect
            className={index === 1 ? 'showcase__accent' : 'showcase__panel'}
            x="40"
            y={y}
            width="130"
            height="38"
            rx="4"
          />
          <rect className="showcase__ink" x="50" y={y + 10} width="90" height="6" rx="3" />
          <rect className="showcase__muted" x="50" y={y + 22} width="60" height="5" rx="2" />
        </g>
      ))}
      {/* The article being edited: headline, picture, text blocks, a block being dragged */}
      <rect className="showcase__ink" x="192" y="72" width="230" height="14" rx="3" />
      <rect className="showcase__panel" x="192" y="100" width="250" height="96" rx="4" />
      <path className="showcase__line" d="M212 180 l50 -44 l34 30 l26 -18 l42 32" />
      <circle className="showcase__accent" cx="402" cy="124" r="9" />
      {[210, 224, 238].map((y) => (
        <rect key={y} className="showcase__muted" x="192" y={y} width="250" height="7" rx="3" />
      ))}
      <rect className="showcase__panel showcase__dashed" x="192" y="258" width="250" height="60" rx="4" />
      <rect className="showcase__surface showcase__line" x="214" y="272" width="250" height="40" rx="4" />
      <rect className="showcase__muted" x="228" y="286" width="150" height="7" rx="3" />
      <path className="showcase__line" d="M444 284 v12 M450 284 v12" />
      {/* Metadata and the publish button */}
      <rect className="showcase__panel" x="464" y="72" width="136" height="150" rx="4" />
      {[88, 112, 136, 160].map((y, index) => (
        <rect
          key={y}
          className="showcase__surface showcase__line"
          x="476"
          y={y}
          width={index % 2 ? 70 : 100}
          height="16"
          rx="8"
        />
      ))}
      <rect className="showcase__accent" x="464" y="280" width="136" height="38" rx="6" />
      <rect className="showcase__on-accent-fill" x="496" y="296" width="72" height="7" rx="3" />
    </>
  ),
  mobileApplications: (
    <>
      {/* A prepaid services app: balance, top-up, packages, eSIM */}
      <rect className="showcase__surface showcase__line" x="90" y="16" width="190" height="330" rx="26" />
      <rect className="showcase__screen" x="104" y="44" width="162" height="278" rx="6" />
      <rect className="showcase__accent" x="116" y="58" width="138" height="70" rx="8" />
      <rect className="showcase__on-accent-fill" x="128" y="72" width="60" height="7" rx="3" />
      <rect className="showcase__on-accent-fill" x="128" y="90" width="96" height="18" rx="4" />
      {[142, 186, 230].map((y) => (
        <g key={y}>
          <rect className="showcase__panel" x="116" y={y} width="138" height="36" rx="6" />
          <rect className="showcase__ink" x="128" y={y + 10} width="70" height="7" rx="3" />
          <rect className="showcase__muted" x="128" y={y + 22} width="46" height="5" rx="2" />
          <circle className="showcase__line showcase__surface" cx="236" cy={y + 18} r="8" />
        </g>
      ))}
      <rect className="showcase__panel" x="116" y="276" width="36" height="36" rx="3" />
      <path
        className="showcase__ink-line"
        d="M122 282 h8 v8 h-8 z M138 282 h8 v8 h-8 z M122 298 h8 v8 h-8 z M140 300 h6 v6"
      />
      <rect className="showcase__ink" x="162" y="286" width="70" height="7" rx="3" />
      {/* A TV app on the phone: the player and the channels */}
      <rect className="showcase__surface showcase__line" x="360" y="16" width="190" height="330" rx="26" />
      <rect className="showcase__screen" x="374" y="44" width="162" height="278" rx="6" />
      <rect className="showcase__ink" x="374" y="44" width="162" height="92" />
      <path className="showcase__accent" d="M444 74 l24 16 l-24 16 z" />
      <rect className="showcase__muted" x="384" y="124" width="142" height="4" rx="2" />
      <rect className="showcase__accent" x="384" y="124" width="60" height="4" rx="2" />
      {[148, 184, 220, 256].map((y, index) => (
        <g key={y}>
          <rect
            className={index === 0 ? 'showcase__accent' : 'showcase__panel'}
            x="386"
            y={y}
            width="28"
            height="28"
            rx="4"
          />
          <rect className="showcase__ink" x="424" y={y + 6} width="80" height="7" rx="3" />
          <rect className="showcase__muted" x="424" y={y + 18} width="54" height="5" rx="2" />
        </g>
      ))}
    </>
  ),
  customSolutions: (
    <>
      {/* A system diagram: an event router in the middle, the services it connects around it */}
      {[
        [60, 40],
        [250, 24],
        [440, 40],
        [60, 250],
        [250, 266],
        [440, 250],
      ].map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          className="showcase__line showcase__dashed-line"
          d={`M${Number(x) + 70} ${Number(y) + 35} L320 180`}
        />
      ))}
      <circle className="showcase__accent" cx="320" cy="180" r="54" />
      <path className="showcase__on-accent" d="M292 166 h46 l-10 -10 M348 194 h-46 l10 10" />
      {[
        [60, 40, 'tv'],
        [250, 24, 'card'],
        [440, 40, 'chain'],
        [60, 250, 'form'],
        [250, 266, 'video'],
        [440, 250, 'check'],
      ].map(([x, y, kind]) => (
        <g key={String(kind)} transform={`translate(${x} ${y})`}>
          <rect className="showcase__surface showcase__line" width="140" height="70" rx="8" />
          {serviceGlyphs[String(kind)]}
        </g>
      ))}
    </>
  ),
}
