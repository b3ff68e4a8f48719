/**
 * Toasts for every feature. They come from react-toastify's unstyled build, whose stylesheet is a
 * file (imported by components/toaster.tsx): the default build injects a <style> element at run
 * time, which the Content-Security-Policy rightly blocks. Both must use the same build to meet.
 */
export { toast } from 'react-toastify/unstyled';
