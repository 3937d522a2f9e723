// The async boundary Module Federation needs before shared modules (react, …) are used.
import('./bootstrap');
