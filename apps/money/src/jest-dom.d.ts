// Types for the @testing-library/jest-dom matchers the Jest preset installs.
import '@testing-library/jest-dom';
