/** Accessibility acceptance criteria of the widget's components, by Storybook title. */
export const widgetAcceptanceCriteria = {
  'Components/Accessibility widget/A11yWidget': {
    keyboard: [
      'reach the floating button with Tab and open the dialog with Enter or Space',
      'move through every control of the dialog with Tab and Shift+Tab; focus never leaves the open dialog',
      'change a text size or spacing with its “smaller” and “larger” buttons, turn a switch on and off with Space, and pick a font or colour scheme with the arrow keys',
      'close the dialog with Escape or its close button; focus returns to the control that opened it',
      'see where focus is at all times: a visible outline of at least 3:1 against its background, in every colour scheme',
    ],
    screenReader: [
      'hear the button as “Accessibility settings, button, collapsed” (expanded while the dialog is open)',
      'hear the dialog announced by its name when it opens, with the rest of the page hidden from the reading order',
      'hear each setting’s name and current value, and each switch’s on or off state',
      'hear which setting each button changes (“Increase Text size”), the new value read out after each change (“130%”), and “maximum” or “minimum” when a value can go no further',
      'reach the accessibility statement from a link inside the dialog',
    ],
    other: [
      'the dialog stays usable at 320 CSS pixels wide and with text at 400 %, scrolling only vertically',
      'every text in the dialog reaches 7:1 contrast under the three accessibility schemes and 4.5:1 in the default',
      'nothing moves unless asked; the page does not scroll behind the open dialog',
    ],
  },
  'Components/Accessibility widget/A11yProvider': {
    keyboard: [
      'open the dialog from a control of the site (such as a skip button) through `openDialog()`, and get focus back on that control when it closes',
    ],
    screenReader: [
      'get the saved text size, spacing and colour scheme from the first HTML of every page, with no flash and no change announced on load',
      'keep the page language: the provider changes presentation attributes on <html> only',
    ],
    other: [
      'the visitor’s choice is kept for the visit, and for 180 days only with cookie consent',
      'carousels and videos that read `animationsPaused` stop when the visitor pauses animations or the system asks for reduced motion',
    ],
  },
}
