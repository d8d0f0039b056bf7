export type {
  FooterNavigationMessages,
  FooterNavigationProps,
  MainNavigationMessages,
  MainNavigationProps,
  NavigationLink,
} from './Navigation.js'
export { FooterNavigation, MainNavigation } from './Navigation.js'
