// Public API of @firma/ui: named exports only. Styles: import '@firma/ui/styles.css' once in the app.
// The framework-free consent store (createConsentStore, parseConsentRecord …) is `@firma/ui/consent`.

export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './components/Button/index.js'
export { Button, ButtonLink } from './components/Button/index.js'
export type { CardImage, CardProps } from './components/Card/index.js'
export { Card } from './components/Card/index.js'
export type { CarouselMessages, CarouselProps, CarouselSlideState } from './components/Carousel/index.js'
export { Carousel, useCarouselSlide } from './components/Carousel/index.js'
export type { CaseStudyMessages, CaseStudyProps, CaseStudyResult } from './components/CaseStudy/index.js'
export { CaseStudy } from './components/CaseStudy/index.js'
export type {
  ConsentApi,
  ConsentProviderProps,
  CookieBannerMessages,
  CookieBannerProps,
  CookieSettingsButtonProps,
} from './components/CookieBanner/index.js'
export {
  ConsentProvider,
  CookieBanner,
  CookieSettingsButton,
  useConsent,
} from './components/CookieBanner/index.js'
export type { ErrorSummaryItem, ErrorSummaryProps } from './components/ErrorSummary/index.js'
export { ErrorSummary } from './components/ErrorSummary/index.js'
export type { IconName, IconProps } from './components/Icon/index.js'
export { Icon, iconNames } from './components/Icon/index.js'
export type { IllustrationImage, IllustrationProps } from './components/Illustration/index.js'
export { Illustration } from './components/Illustration/index.js'
export type {
  LanguageLink,
  LanguageSelectorMessages,
  LanguageSelectorProps,
} from './components/LanguageSelector/index.js'
export { LanguageSelector } from './components/LanguageSelector/index.js'
export type { LogoWallProps, Partner } from './components/LogoWall/index.js'
export { LogoWall } from './components/LogoWall/index.js'
export type {
  FooterNavigationMessages,
  FooterNavigationProps,
  MainNavigationMessages,
  MainNavigationProps,
  NavigationGroup,
  NavigationLink,
} from './components/Navigation/index.js'
export { FooterNavigation, MainNavigation } from './components/Navigation/index.js'
export type {
  ImageSource,
  PageHeaderImage,
  PageHeaderProps,
  PageHeaderVariant,
} from './components/PageHeader/index.js'
export { PageHeader } from './components/PageHeader/index.js'
export type { PostCardMessages, PostCardProps } from './components/PostCard/index.js'
export { PostCard } from './components/PostCard/index.js'
export type { ShowMoreMessages, ShowMoreProps } from './components/ShowMore/index.js'
export { ShowMore } from './components/ShowMore/index.js'
export type { SiteBrand, SiteFooterProps, SiteHeaderProps } from './components/SiteFrame/index.js'
export { SiteFooter, SiteHeader } from './components/SiteFrame/index.js'
export type { SkipLinksMessages, SkipLinksProps } from './components/SkipLinks/index.js'
export { SkipLinks } from './components/SkipLinks/index.js'
export type { StatusMessageProps, StatusTone } from './components/StatusMessage/index.js'
export { StatusMessage } from './components/StatusMessage/index.js'
export type { TeamMemberMessages, TeamMemberPhoto, TeamMemberProps } from './components/TeamMember/index.js'
export { TeamMember } from './components/TeamMember/index.js'
export type { TestimonialProps } from './components/Testimonial/index.js'
export { Testimonial } from './components/Testimonial/index.js'
export type { TextAreaProps, TextFieldMessages, TextFieldProps } from './components/TextField/index.js'
export { TextArea, TextField } from './components/TextField/index.js'
export type {
  CaptionTrack,
  VideoPromoMessages,
  VideoPromoProps,
  VideoSource,
} from './components/VideoPromo/index.js'
export { VideoPromo } from './components/VideoPromo/index.js'
export type { WordmarkProps } from './components/Wordmark/index.js'
export { brandInitial, Wordmark } from './components/Wordmark/index.js'
export { afterEngagement, whenIdle } from './engagement/engagement.js'
export type { UiLocale, UiLocaleProviderProps } from './locale/locale.js'
export { UiLocaleProvider } from './locale/locale.js'
export type { BackLinkProps } from './patterns/BackLink/index.js'
export { BackLink } from './patterns/BackLink/index.js'
export type {
  ContactFormField,
  ContactFormFieldName,
  ContactFormProps,
} from './patterns/ContactForm/index.js'
export { ContactForm } from './patterns/ContactForm/index.js'
export type { Fact, FactListProps } from './patterns/FactList/index.js'
export { FactList } from './patterns/FactList/index.js'
export type { NextStepAction, NextStepProps } from './patterns/NextStep/index.js'
export { NextStep } from './patterns/NextStep/index.js'
export type { ProseProps } from './patterns/Prose/index.js'
export { Prose } from './patterns/Prose/index.js'
export type { CardGridProps, SectionProps } from './patterns/Section/index.js'
export { CardGrid, Section } from './patterns/Section/index.js'
export type { Breakpoint, ColorScheme, ColorTokens } from './tokens/tokens.js'
export {
  breakpoints,
  colorSchemes,
  colors,
  colorVariables,
  focusWidth,
  fontFamilies,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  mediaDown,
  mediaUp,
  mobileBreakpoint,
  motion,
  radii,
  shadows,
  spacing,
  zIndex,
} from './tokens/tokens.js'
