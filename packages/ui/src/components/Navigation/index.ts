export type {
  FooterNavigationMessages,
  FooterNavigationProps,
  MainNavigationMessages,
  MainNavigationProps,
  NavigationGroup,
  NavigationLink,
} from './Navigation.js'
export { FooterNavigation, MainNavigation } from './Navigation.js'
