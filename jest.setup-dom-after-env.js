// Component tests wait up to 5 s for what the screen will show: the default 1 s is too short on a loaded
// 2-core CI machine running several Jest projects at once (a slow render is not a failure).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
