export { Badge, statusTone, type BadgeTone } from "./badge";
export { Button, buttonClasses, type ButtonProps } from "./button";
export { Card, CardBody, CardHeader } from "./card";
export { cn, focusRing } from "./cn";
export { CopyButton } from "./copy-button";
export { Dialog } from "./dialog";
export { EmptyState, ErrorState } from "./empty-state";
export { Spinner } from "./spinner";
export { Table, Td, Th } from "./table";
